import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("RepoDetailPresenter")
struct RepoDetailPresenterTests {
    @Test("shows badges as words, counts in full and owner type")
    func detail() throws {
        let (sut, view) = makeSUT()

        sut.present(RepoDetailResult(outcome: .success(RepoDetailShown(detail: detail(), source: .remote(fetchedAt: now), isBookmarked: true))), for: detail().name)

        let (model, record) = try #require(view.details.first)
        #expect(model.fullName == "octo-org/rocket")
        #expect(model.badges == ["archived", "fork", "template", "bookmarked"])
        #expect(model.rows.first == DetailRow("Stars", "12,345"))
        #expect(model.rows.contains(DetailRow("Owner", "octo-org (Organization)")))
        #expect(model.rows.contains(DetailRow("Licence", "none")))
        #expect(model.description == "Fast & small")
        #expect(record.fields.map(\.0) == [
            "full_name", "owner", "name", "description", "html_url", "homepage", "language", "license", "topics",
            "stargazers_count", "forks", "subscribers_count", "open_issues", "default_branch", "created_at", "pushed_at",
            "archived", "fork", "is_template", "bookmarked", "stars_gained_24h", "stars_gained_7d", "stars_gained_30d",
            "last_trending",
        ])
        #expect(record.fields.last?.1 == .null, "never seen on GitHub's trending page here")
    }

    @Test("an owner type GitHub did not say is not guessed: the login alone, and null in JSON")
    func unknownOwnerType() throws {
        let (sut, view) = makeSUT()
        let known = detail(description: "x")
        let unknown = RepoDetail(
            name: known.name, description: nil, stars: 1, forks: 0, watchers: nil, openIssues: 0, language: nil, license: nil, topics: [],
            homepage: nil, defaultBranch: nil, createdAt: known.createdAt, pushedAt: nil, url: URL(string: "https://github.com/octo-org/rocket")!,
            isArchived: false, isFork: false, isTemplate: false, ownerLogin: "octo-org", ownerType: ""
        )

        sut.present(RepoDetailResult(outcome: .success(RepoDetailShown(detail: unknown, source: .remote(fetchedAt: now)))), for: unknown.name)

        let (model, record) = try #require(view.details.first)
        #expect(model.rows.contains(DetailRow("Owner", "octo-org")))
        #expect(record.fields.first { $0.0 == "owner" }?.1 == .object([("login", .string("octo-org")), ("type", .null)]))
    }

    @Test("a body that said nothing of a licence (before 2013) has no Licence line: unknown is not none")
    func licenceUnknown() throws {
        let (sut, view) = makeSUT()
        let silent = detail(licenseKnown: false)

        sut.present(RepoDetailResult(outcome: .success(RepoDetailShown(detail: silent, source: .remote(fetchedAt: now)))), for: silent.name)

        let (model, record) = try #require(view.details.first)
        #expect(!model.rows.contains { $0.label == "Licence" })
        #expect(record.fields.first { $0.0 == "license" }?.1 == .null)
    }

    @Test("says when and where GitHub's trending page last listed the repo")
    func lastTrending() throws {
        let (sut, view) = makeSUT()
        let seenAt = now.addingTimeInterval(-2 * 86_400)
        let sighting = PageSighting(repo: detail().summary, at: seenAt, period: .weekly, language: "Rust", rank: 3)

        sut.present(
            RepoDetailResult(outcome: .success(RepoDetailShown(detail: detail(), source: .remote(fetchedAt: now)))), for: detail().name, lastTrending: sighting
        )

        let (model, record) = try #require(view.details.first)
        #expect(model.rows.last == DetailRow("Trending", "#3 on GitHub's weekly Rust page, 2 days ago (\(ISO8601.string(seenAt)))"))
        #expect(record.fields.last?.1 == .object([
            ("seen_at", .string(ISO8601.string(seenAt))), ("period", .string("weekly")), ("language", .string("Rust")), ("page_rank", .int(3)),
            ("spoken_language", .null),
        ]))
    }

    @Test("a spoken language's page is said as that page, not GitHub's own")
    func lastTrendingSpoken() throws {
        let (sut, view) = makeSUT()
        let sighting = PageSighting(repo: detail().summary, at: now, period: .daily, language: nil, rank: 2, spokenLanguage: "zh")

        sut.present(
            RepoDetailResult(outcome: .success(RepoDetailShown(detail: detail(), source: .remote(fetchedAt: now)))), for: detail().name, lastTrending: sighting
        )

        let (model, record) = try #require(view.details.first)
        #expect(model.rows.last == DetailRow("Trending", "#2 on GitHub's daily page for spoken language zh, just now (\(ISO8601.string(now)))"))
        guard case .object(let fields)? = record.fields.last?.1 else { Issue.record("\(record.fields)"); return }
        #expect(fields.last.map { $0.0 == "spoken_language" && $0.1 == .string("zh") } == true)
    }

    @Test("strips control characters from every detail field")
    func sanitizes() throws {
        let (sut, view) = makeSUT()
        let hostile = detail(description: "a\u{1B}[2Jb", topics: ["t\u{07}x"], homepage: "h\u{9B}1m")

        sut.present(RepoDetailResult(outcome: .success(RepoDetailShown(detail: hostile, source: .remote(fetchedAt: now)))), for: hostile.name)

        let (model, _) = try #require(view.details.first)
        let text = ([model.description?.text ?? ""] + model.rows.map(\.value.text)).joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("says a missing repo was not found, as its own error")
    func notFound() {
        let (sut, view) = makeSUT()

        sut.present(RepoDetailResult(outcome: .failure(.remote(.notFound))), for: RepoName(owner: "a", name: "b"))

        #expect(view.errors == [ErrorViewModel(
            title: "Repository a/b was not found", message: "GitHub knows no repository by that name, or it is private.",
            hint: "Check the spelling, or set GITHUB_TOKEN to a token that can read it."
        )])

        // A token held back from plain http is not called missing (bb24 a-D1).
        let heldBack = DetailViewSpy()
        RepoDetailPresenter(view: heldBack, links: GitHubLinksStub(), now: { Date() }, token: .heldBack)
            .present(RepoDetailResult(outcome: .failure(.remote(.notFound))), for: RepoName(owner: "a", name: "b"))
        #expect(heldBack.errors.first?.hint.text == "Check the spelling; a private repo needs the token, which is not sent over plain http to another machine: use the API's https address.")
    }

    @Test("notes a stale fallback before the details")
    func fallback() {
        let (sut, view) = makeSUT()
        let shown = RepoDetailShown(detail: detail(), source: .staleFallback(fetchedAt: now.addingTimeInterval(-7200), reason: .timedOut))

        sut.present(RepoDetailResult(outcome: .success(shown)), for: detail().name)

        #expect(view.notices == [NoticeViewModel(kind: .stale, message: "Showing details fetched 2 hours ago: could not refresh (GitHub did not answer in time).")])
    }

    // MARK: - Helpers

    private func makeSUT() -> (RepoDetailPresenter, DetailViewSpy) {
        let view = DetailViewSpy()
        return (RepoDetailPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!), view)
    }

    private func detail(description: String = "Fast &amp; small", topics: [String] = ["cli"], homepage: String? = nil, licenseKnown: Bool = true) -> RepoDetail {
        RepoDetail(
            name: RepoName(owner: "octo-org", name: "rocket"), description: description, stars: 12_345, forks: 7, watchers: 3,
            openIssues: 1, language: "Swift", license: nil, topics: topics, homepage: homepage, defaultBranch: "main",
            createdAt: now.addingTimeInterval(-86_400), pushedAt: nil, url: URL(string: "https://github.com/octo-org/rocket")!,
            isArchived: true, isFork: true, isTemplate: true, ownerLogin: "octo-org", ownerType: "Organization", licenseKnown: licenseKnown
        )
    }
}
