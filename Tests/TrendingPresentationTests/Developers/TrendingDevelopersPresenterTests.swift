import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("TrendingDevelopersPresenter")
struct TrendingDevelopersPresenterTests {
    @Test("shows rows and records, the url made from the login on the web host")
    func rows() throws {
        let (sut, view) = makeSUT()

        sut.present(.developers([developer(), bare()], fetchedAt: now, fromCache: false), offline: false)

        let shown = try #require(view.lists.first)
        #expect(view.messages == ["list"])
        #expect(shown.rows[0] == DeveloperRowViewModel(
            rank: "1", login: "ada-k", name: "Ada K", popularRepo: "o/r", popularRepoDescription: "Fast & small", url: "https://ghe.example.com/ada-k"
        ))
        #expect(shown.rows[1].name == nil && shown.rows[1].popularRepo == nil)
        #expect(shown.records[0] == .object([
            ("rank", .int(1)), ("login", .string("ada-k")), ("name", .string("Ada K")), ("url", .string("https://ghe.example.com/ada-k")),
            ("popular_repo", .string("o/r")), ("popular_repo_description", .string("Fast & small")),
        ]))
        #expect(shown.records[1] == .object([
            ("rank", .int(2)), ("login", .string("bo")), ("name", .null), ("url", .string("https://ghe.example.com/bo")),
            ("popular_repo", .null), ("popular_repo_description", .null),
        ]))
    }

    @Test("decodes a developer's text as API text is decoded: GitHub's own `&amp;` shows as `&`, as a repo list shows it")
    func decodesAsAPIText() throws {
        let (sut, view) = makeSUT()
        let text = TrendingDeveloper(rank: 1, login: "a", name: "R&amp;D", popularRepo: RepoName(owner: "a", name: "b"), popularRepoDescription: "C# &amp; F#")

        sut.present(.developers([text], fetchedAt: now, fromCache: false), offline: false)

        #expect(view.lists.first?.rows.first?.popularRepoDescription?.text == "C# & F#")
        #expect(view.lists.first?.rows.first?.name?.text == "R&D")
        #expect(view.lists.first?.records.first == .object([
            ("rank", .int(1)), ("login", .string("a")), ("name", .string("R&D")), ("url", .string("https://ghe.example.com/a")),
            ("popular_repo", .string("a/b")), ("popular_repo_description", .string("C# & F#")),
        ]))
    }

    @Test("says an offline copy older than --max-age is shown, and a stale copy with why, in the repo list's words")
    func notices() {
        let (sut, view) = makeSUT()

        sut.present(.developers([developer()], fetchedAt: now.addingTimeInterval(-600), fromCache: true), offline: true)
        sut.present(.developers([developer()], fetchedAt: now.addingTimeInterval(-7200), fromCache: true), offline: true)
        sut.present(.stale([developer()], fetchedAt: now.addingTimeInterval(-7200), reason: .http(status: 503)), offline: false)

        #expect(view.messages == ["list", "notice", "list", "notice", "list"], "a copy within --max-age (an hour) goes without a word")
        #expect(view.notices.map(\.kind) == [.info, .stale])
        #expect(view.notices[0].message.text == "Offline: showing the developers page fetched 2 hours ago.")
        #expect(view.notices[1].message.text == "Showing the developers page fetched 2 hours ago: could not refresh (the page answered HTTP 503).")
    }

    @Test("explains each failure with a next step")
    func errors() {
        let (sut, view) = makeSUT()
        let failures: [TrendingPageFailure] = [
            .network("connection refused"), .http(status: 502), .http(status: 404), .rateLimited(retryAfter: nil), .noRows, .offlineNothingCached,
            .rateLimited(retryAfter: now.addingTimeInterval(600)),
        ]
        for failure in failures {
            sut.present(.failed(failure), offline: false)
        }

        #expect(view.errors.map(\.title.text) == [
            "Could not reach GitHub's trending developers page", "GitHub is having trouble", "GitHub's trending developers page could not be read",
            "GitHub is limiting requests for its trending page", "GitHub's trending developers page could not be read",
            "Nothing cached for GitHub's trending developers page", "GitHub is limiting requests for its trending page",
        ])
        // A 429 or a 403 naming a wait: GitHub's words, never a status it did not send.
        #expect(view.errors[6].message.text.hasPrefix("GitHub asked to wait until "), "\(view.errors[6].message.text)")
        #expect(view.errors[6].message.text.contains("(in 10 min)") && !view.errors[6].message.text.contains("429"))
        #expect(view.errors[0].message.text.hasPrefix("Connection refused. "))
        #expect(view.errors.allSatisfy { !$0.hint.isEmpty })

        // A 401 or 407 is an address asking to sign in, never the options' fault.
        sut.present(.failed(.http(status: 401)), offline: false)
        #expect(view.errors.last?.message.text.hasPrefix("The page answered HTTP 401. ") == true)
        #expect(view.errors.last?.hint.text.contains("--language") == false, "\(String(describing: view.errors.last))")

        // A 404 names the options only when some were given (bb24 b remark).
        sut.present(.failed(.http(status: 404)), offline: false, filtered: false)
        #expect(view.errors.last?.hint.text.contains("--language") == false && view.errors.last?.hint.text.contains("--api-url") == true)
        #expect(view.errors[2].hint.text.contains("--language"))
    }

    @Test("a 429 that named no wait says when this tool asks again, message and hint (bb32 k remark)")
    func unnamedWait() {
        let (sut, view) = makeSUT()

        sut.present(.failed(.rateLimited(retryAfter: nil, keptUntil: now.addingTimeInterval(60))), offline: false)
        sut.present(.failed(.rateLimited(retryAfter: now.addingTimeInterval(7200), keptUntil: now.addingTimeInterval(3600))), offline: false)

        #expect(view.errors[0].message.text.hasPrefix(
            "GitHub asked to wait before asking again, naming no time; it is not asked again until "
        ), "\(view.errors[0].message.text)")
        #expect(view.errors[0].message.text.contains("(in 1 min)"))
        #expect(view.errors[0].hint.text.hasPrefix("Try again after ") && view.errors[0].hint.text != "Try again later.")
        // GitHub's own instant is quoted; the hint names the earlier time this tool asks again.
        #expect(view.errors[1].message.text.contains("(in 2 h)"), "\(view.errors[1].message.text)")
        #expect(view.errors[1].hint.text != view.errors[0].hint.text && view.errors[1].hint.text.hasPrefix("Try again after "))
    }

    @Test("a page with no row it can read blames the markup, not the options; GitHub's own none names no flag the user did not give (bb33 o remark)")
    func noRowsAndNoneWords() {
        let (sut, view) = makeSUT()

        sut.present(.failed(.noRows), offline: false, filtered: false)
        sut.present(.failed(.listsNone), offline: false, filtered: false)

        #expect(view.errors[0].message.text.hasPrefix("The page held no developer row trending can read: GitHub may have changed its markup."))
        #expect(!view.errors[0].message.text.contains("lists none") && !view.errors[0].hint.text.contains("--language"))
        #expect(view.errors[1].title.text == "No trending developers for these options" && !view.errors[1].hint.text.contains("--language"))
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_795_435_200)

    private func developer() -> TrendingDeveloper {
        TrendingDeveloper(rank: 1, login: "ada-k", name: "Ada K", popularRepo: RepoName(owner: "o", name: "r"), popularRepoDescription: "Fast & small")
    }

    private func bare() -> TrendingDeveloper {
        TrendingDeveloper(rank: 2, login: "bo", name: nil, popularRepo: nil, popularRepoDescription: nil)
    }

    private func makeSUT() -> (TrendingDevelopersPresenter, DevelopersViewSpy) {
        let view = DevelopersViewSpy()
        let now = now
        return (TrendingDevelopersPresenter(view: view, webOrigin: "https://ghe.example.com", maxAge: 3600, now: { now }), view)
    }
}

final class DevelopersViewSpy: TrendingDevelopersView, @unchecked Sendable {
    private(set) var messages: [String] = []
    private(set) var lists: [TrendingDevelopersViewModel] = []
    private(set) var notices: [NoticeViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func display(_ viewModel: LoadingViewModel) { messages.append("loading") }

    func display(_ viewModel: TrendingDevelopersViewModel) {
        messages.append("list")
        lists.append(viewModel)
    }

    func display(_ viewModel: NoticeViewModel) {
        messages.append("notice")
        notices.append(viewModel)
    }

    func display(_ viewModel: ErrorViewModel) {
        messages.append("error")
        errors.append(viewModel)
    }
}
