import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

/// The words for failures and partial lists, through the presenter that shows them.
@Suite("ErrorPresenter")
struct ErrorPresenterTests {
    @Test("a rate-limit reset already past says it resets now, not how long ago")
    func resetsNow() throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.rateLimited(resetsAt: Date(timeIntervalSince1970: 0))), for: TrendingQuery())

        let error = try #require(onlyError(view))
        #expect(error.message.text.hasPrefix("The rate limit is used up; it resets now."))
        #expect(!error.message.text.contains("ago"))
        // Nothing to wait for: the next step is trying again (bb40 k2-D2).
        #expect(error.hint.text == "Try again now, or set GITHUB_TOKEN to a personal access token for a higher limit.", "\(error.hint.text)")
    }

    @Test("a rate-limit reset still ahead, or unnamed, says to wait until then")
    func resetAhead() throws {
        for resetsAt in [now.addingTimeInterval(3600), nil] {
            let (sut, view) = makeSUT()
            sut.present(failure(.rateLimited(resetsAt: resetsAt)), for: TrendingQuery())
            let error = try #require(onlyError(view))
            #expect(error.hint.text.hasPrefix("Wait until then, or set GITHUB_TOKEN"), "\(error.hint.text)")
        }
    }

    @Test("a 401 without a token asks for one; with a token, says it was rejected; both quote GitHub")
    func unauthorized() throws {
        let (anonymous, anonymousView) = makeSUT()
        let (withToken, withTokenView) = makeSUT()

        anonymous.present(failure(.unauthorized(tokenSent: false, message: "Requires authentication")), for: TrendingQuery())
        withToken.present(failure(.unauthorized(tokenSent: true, message: "Bad credentials")), for: TrendingQuery())

        let asked = try #require(onlyError(anonymousView))
        let rejected = try #require(onlyError(withTokenView))
        #expect(asked.title == "GitHub requires authentication")
        #expect(asked.message.text.contains("GitHub says \"Requires authentication\" (401)"))
        #expect(asked.hint.text.contains("Set GITHUB_TOKEN"))
        #expect(rejected.title == "GitHub rejected the token")
        #expect(rejected.message.text.contains("GitHub says \"Bad credentials\" (401)"))
    }

    @Test("a 401 with no words from GitHub quotes none")
    func unauthorizedWithoutWords() throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.unauthorized(tokenSent: false, message: "")), for: TrendingQuery())

        let error = try #require(onlyError(view))
        #expect(error.message.text == "No token was sent, and this server wants one; GitHub answered HTTP 401 and gave no reason.")
        #expect(!error.message.text.contains("says"))
    }

    @Test("the --language hint only for a complaint about the language", arguments: [
        (["The language qualifier is invalid."], true), (["Only the first 1000 search results are available"], false),
        (["q: invalid", "The listed users cannot be searched"], false),
    ])
    func languageHint(messages: [String], hinted: Bool) throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.invalidQuery(messages)), for: TrendingQuery())

        #expect(try #require(onlyError(view)).hint.text.contains("--language") == hinted)
    }

    @Test("another status quotes GitHub's reason and blames no URL; with none, the URL is checked (bb24 c-D4)")
    func unexpectedStatusQuotesGitHub() throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.unexpectedStatus(451, message: "Repository access blocked")), for: TrendingQuery())
        let blocked = try #require(onlyError(view))
        #expect(blocked.title.text == "GitHub refused the request")
        #expect(blocked.message.text.hasPrefix("GitHub answered: Repository access blocked (451)."), "\(blocked.message)")
        #expect(!blocked.hint.text.contains("--api-url"))

        let (bare, bareView) = makeSUT()
        bare.present(failure(.unexpectedStatus(418)), for: TrendingQuery())
        #expect(try #require(onlyError(bareView)).hint.text.contains("--api-url"))
    }

    @Test("a broken network helper is an installation problem, named as such")
    func brokenInstallation() throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.brokenInstallation("trending-fetch is version 1, this trending needs 2: reinstall both")), for: TrendingQuery())

        let error = try #require(onlyError(view))
        #expect(error.title == "The network helper is not working")
        #expect(error.message.text.hasPrefix("trending-fetch is version 1, this trending needs 2: reinstall both."))
        #expect(error.hint.text.contains("reinstall trending and trending-fetch together"))
        #expect(!error.hint.text.contains("Check your connection"))
    }

    @Test("a page's Retry-After still ahead says when, never \"just now\"")
    func retryAfterAhead() throws {
        let (sut, view) = makeSUT()

        sut.present(TrendingLoadResult(outcome: .failure(.trendingPageUnavailable(.rateLimited(retryAfter: now.addingTimeInterval(30))))), for: TrendingQuery())

        let message = try #require(onlyError(view)).message.text
        #expect(message.hasPrefix("GitHub asked to wait until 12:01 (in 30 s)."), "\(message)")
    }

    @Test("a 403 that is not a rate limit quotes GitHub, and advises for the token as it was used (bb24 a-D1)")
    func forbidden() throws {
        let (sut, view) = makeSUT()

        sut.present(failure(.forbidden("Injected 403")), for: TrendingQuery())

        let error = try #require(onlyError(view))
        #expect(error.message.text == "GitHub refused: Injected 403 (403).")
        sut.present(failure(.forbidden("")), for: TrendingQuery())
        #expect(view.messages.last.map { "\($0)" }?.contains("GitHub refused the request (403).") == true, "no reason given: \(view.messages)")
        #expect(error.hint.text == "Try with a token: set GITHUB_TOKEN to a personal access token (export GITHUB_TOKEN=...).")
        let hints = try [TokenUse.sent, .heldBack].map { token in
            let view = ViewSpy()
            TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, token: token).present(failure(.forbidden("x")), for: TrendingQuery())
            return try #require(onlyError(view)).hint.text
        }
        #expect(hints == [
            "Check that the token in GITHUB_TOKEN or GH_TOKEN may read public repositories, or try without it.",
            "The token in GITHUB_TOKEN or GH_TOKEN is not sent over plain http to another machine: use the API's https address (--api-url https://…) if this server wants it.",
        ])
    }

    @Test("says why paging stopped short", arguments: [
        (PartialReason.repeatedPage, "This list is partial: the server's next-page link repeated a page already fetched, so paging stopped."),
        (.repeatedRepos, "This list is partial: the server's next page repeated repos already listed, so paging stopped."),
        (.foreignPage, "This list is partial: the server's next-page link named another server, so paging stopped."),
        (.pageLimit(40), "This list is partial: paging stopped after 40 pages, the most one list asks for, though the server linked to more."),
        (.searchesFailed(.serverError(status: 502), failed: 1, of: 9),
         "This list is partial: 1 of 9 searches failed (GitHub answered HTTP 502); the others' repos are candidates."),
        // Each cause once, statuses together (bb40 m2-D1).
        (.searchesFailed(.serverError(status: 503), failed: 3, of: 10, others: [.serverError(status: 502), .serverError(status: 503)]),
         "This list is partial: 3 of 10 searches failed (GitHub answered HTTP 502 and 503); the others' repos are candidates."),
        (.searchesStopped(.unreachable("reset"), failed: 2, notAsked: 6, others: [.timedOut]),
         "This list is partial: 2 searches failed (GitHub did not answer in time; GitHub is unreachable: reset), so the other 6 were not asked; the answered ones' repos are candidates."),
        (.searchesStopped(.unreachable("reset"), failed: 2, notAsked: 6),
         "This list is partial: 2 searches failed (GitHub is unreachable: reset), so the other 6 were not asked; the answered ones' repos are candidates."),
        // --timeout running out is no search's failure (bb47 f3-D3).
        (.searchesOutOfTime(notAnswered: 4),
         "This list is partial: --timeout ran out with 4 of its searches unanswered; the answered ones' repos are candidates."),
        (.searchesOutOfTime(notAnswered: 1, failed: [.serverError(status: 502)]),
         "This list is partial: --timeout ran out with 1 of its searches unanswered; 1 search failed before (GitHub answered HTTP 502); the answered ones' repos are candidates."),
        (.searchesStopped(.rateLimited(resetsAt: nil), failed: 1, notAsked: 0),
         "This list is partial: 1 search failed (the rate limit is used up; it lifts in a minute or more); the answered ones' repos are candidates."),
        (.rateLimited(resetsAt: Date(timeIntervalSince1970: 0)), "This list is partial: GitHub's rate limit ran out before it was complete; it resets now. Set GITHUB_TOKEN for a higher limit."),
    ])
    func partial(reason: PartialReason, notice: String) {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [], source: .remote(fetchedAt: now))

        sut.present(TrendingLoadResult(outcome: .success(listing), warnings: [.partialResults(reason)]), for: TrendingQuery())

        #expect(view.messages.contains(.notice(NoticeViewModel(kind: .info, message: .line(notice)))), "a partial list is a note, which -q leaves out")
    }

    @Test("a list the rate limit cut short asks for no token when one was sent, and for https when one was held back", arguments: [
        (TokenUse.sent, ""),
        (.heldBack, " The token in GITHUB_TOKEN or GH_TOKEN is not sent over plain http to another machine: use the API's https address for a higher limit."),
    ])
    func partialWithToken(token: TokenUse, advice: String) {
        let view = ViewSpy()
        let sut = TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!, token: token)
        let listing = TrendingListing(repos: [], source: .remote(fetchedAt: now))

        sut.present(TrendingLoadResult(outcome: .success(listing), warnings: [.partialResults(.rateLimited(resetsAt: nil))]), for: TrendingQuery())

        let notice = "This list is partial: GitHub's rate limit ran out before it was complete; it resets in a minute or more." + advice
        #expect(view.messages.contains(.notice(NoticeViewModel(kind: .info, message: .line(notice)))), "\(view.messages)")
    }

    // MARK: - Helpers

    private func makeSUT() -> (TrendingPresenter, ViewSpy) {
        let view = ViewSpy()
        return (TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!), view)
    }

    private func failure(_ error: RemoteLoadError) -> TrendingLoadResult {
        TrendingLoadResult(outcome: .failure(.remote(error)))
    }

    private func onlyError(_ view: ViewSpy) -> ErrorViewModel? {
        for message in view.messages {
            if case .error(let error) = message { return error }
        }
        return nil
    }
}
