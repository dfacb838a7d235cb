import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

/// One capitalisation rule for every error title: sentence case, a capital first, no full stop
/// at the end, and never a repo name first (a name keeps its own case).
@Suite("Error titles")
struct ErrorTitleRuleTests {
    static let failures: [LoadTrendingError] = [
        .offlineWithoutCache,
        .remote(.unreachable("x")), .remote(.timedOut), .remote(.serverError(status: 502)), .remote(.invalidQuery(["x"])),
        .remote(.malformedResponse), .remote(.responseTooLarge(limit: 1)), .remote(.rateLimited(resetsAt: nil)),
        .remote(.unauthorized(tokenSent: true, message: "Bad credentials")), .remote(.unauthorized(tokenSent: false, message: "Requires authentication")), .remote(.brokenInstallation("x")), .remote(.forbidden("x")), .remote(.notFound), .remote(.unexpectedStatus(418)),
    ]

    @Test("every list and detail error title follows the rule", arguments: failures)
    func titles(failure: LoadTrendingError) throws {
        let listView = ViewSpy()
        let detailView = DetailViewSpy()
        let name = RepoName(owner: "lower-case", name: "repo")

        TrendingPresenter(view: listView, links: GitHubLinksStub(), now: { now }).present(TrendingLoadResult(outcome: .failure(failure)), for: TrendingQuery())
        RepoDetailPresenter(view: detailView, links: GitHubLinksStub(), now: { now }).present(RepoDetailResult(outcome: .failure(failure)), for: name)

        let listTitles = listView.messages.compactMap { message -> String? in
            if case .error(let error) = message { return error.title.text }
            return nil
        }
        for title in listTitles + detailView.errors.map(\.title.text) {
            #expect(Self.followsRule(title), "\(title)")
        }
        #expect(listTitles.count == 1 && detailView.errors.count == 1)
    }

    @Test("the rule itself rejects a lower-case start and a closing full stop", arguments: [
        ("Could not reach GitHub", true), ("lower-case/repo was not found", false), ("Done.", false), ("GitHub's limit", true),
    ])
    func rule(title: String, follows: Bool) {
        #expect(Self.followsRule(title) == follows)
    }

    static func followsRule(_ title: String) -> Bool {
        guard let first = title.unicodeScalars.first, !title.hasSuffix(".") else { return false }
        return first.properties.isUppercase
    }
}
