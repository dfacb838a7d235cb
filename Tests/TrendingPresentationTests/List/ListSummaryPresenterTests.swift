import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("RepoDetailPresenter, a list's summary")
struct ListSummaryPresenterTests {
    @Test("shows only what a list knows, says it is the list's summary, and keeps every JSON key")
    func listSummary() throws {
        let view = DetailViewSpy()
        let now = Date(timeIntervalSince1970: 1_795_435_200)
        let sut = RepoDetailPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!)
        let repo = Repo(
            id: 1, owner: "octo-org", name: "rocket", description: "Fast", language: "Swift", stars: 12_345, forks: 7,
            url: URL(string: "https://github.com/octo-org/rocket")!, createdAt: now.addingTimeInterval(-86_400)
        )

        sut.present(
            RepoDetailResult(outcome: .success(RepoDetailShown(detail: RepoDetail(summary: repo), source: .listSummary(fetchedAt: now.addingTimeInterval(-7200))))),
            for: repo.repoName
        )

        let (model, record) = try #require(view.details.first)
        #expect(model.rows.map(\.label) == ["Stars", "Forks", "Language", "Created", "Gained"])
        #expect(view.notices == [NoticeViewModel(
            kind: .info,
            message: "Offline: no details are cached, so this is the list's summary, fetched 2 hours ago; run without --offline for the rest."
        )])
        let fields = Dictionary(record.fields, uniquingKeysWith: { first, _ in first })
        #expect(fields["stargazers_count"] == .int(12_345))
        #expect(fields["subscribers_count"] == .null && fields["license"] == .null && fields["archived"] == .null)
        #expect(record.fields.count == 24, "the same keys as full details, the star gains and last_trending included")
        #expect(fields["stars_gained_7d"] == .int(12_345), "created a day ago: every star was gained in the week")

        // Standing in for details GitHub could not give: a warning that says why.
        let failed = RepoDetailShown(detail: RepoDetail(summary: repo), source: .listSummary(fetchedAt: now.addingTimeInterval(-600), reason: .timedOut))
        sut.present(RepoDetailResult(outcome: .success(failed)), for: repo.repoName)
        #expect(view.notices.last?.kind == .stale)
        #expect(view.notices.last?.message.text.hasPrefix("Showing the list's summary fetched 10 minutes ago: no details are cached, and they could not be fetched (") == true, "\(view.notices)")
    }
}
