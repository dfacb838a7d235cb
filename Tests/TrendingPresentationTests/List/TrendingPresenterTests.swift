import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("TrendingPresenter")
struct TrendingPresenterTests {
    @Test("shows a loading state naming what it fetches")
    func loading() {
        let (sut, view) = makeSUT()

        sut.didProgress(.fetching(TrendingQuery(period: .weekly, language: "Rust")))
        sut.didProgress(.page(2, of: 3, TrendingQuery(period: .weekly, language: "Rust")))
        sut.didProgress(.listed(TrendingListing(repos: [], source: .remote(fetchedAt: .distantPast))))
        sut.didProgress(.page(3, of: 9, TrendingQuery(scope: .all)))
        sut.didProgress(.measuring(GainProgress(done: 0, total: 0)))

        #expect(view.messages == [
            .loading(LoadingViewModel(message: "Fetching weekly trending Rust repositories…")),
            .loading(LoadingViewModel(message: "Fetching weekly trending Rust repositories, page 2 of 3…")),
            .loading(LoadingViewModel(message: "Fetching daily trending repositories of any age, search 3 of 9…")),
        ], "--scope all's searches are searches; nothing to measure says no 0/0")
    }

    @Test("turns repos into ready-to-print rows and JSON records")
    func list() throws {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo()], .remote(fetchedAt: now)), for: TrendingQuery())

        let list = try #require(onlyList(view))
        #expect(list.rows == [RepoRowViewModel(
            rank: "1", fullName: "octo-org/rocket", description: "Ships fast", stars: "12.3k", language: "Swift",
            created: "3 days ago", url: "https://github.com/octo-org/rocket", markers: ["NEW"], isSeen: false
        )])
        var record = RepoRecord(
            rank: 1, fullName: "octo-org/rocket", owner: "octo-org", name: "rocket", description: "Ships fast",
            language: "Swift", stars: 12_345, forks: 7, url: "https://github.com/octo-org/rocket",
            createdAt: "2026-11-20T12:00:00Z"
        ).discovered(by: ["new"])
        record.repoName = RepoName(owner: "octo-org", name: "rocket")
        #expect(list.records == [record])
        #expect(list.emptyMessage == nil)
    }

    @Test("--scope all: a page row says its place on GitHub on the row and in the record, with how each row was found")
    func pageRank() throws {
        let (sut, view) = makeSUT()
        var listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))
        listing.pageRanks = ["octo-org/rocket": 3]
        listing.discoveries = ["octo-org/rocket": [.page, .bookmark]]

        sut.present(TrendingLoadResult(outcome: .success(listing)), for: TrendingQuery(scope: .all))

        let list = try #require(onlyList(view))
        #expect(list.rows.first?.pageRank == "#3 on GitHub")
        #expect(list.records.first?.pageRank == 3 && list.records.first?.discoveredBy == ["page", "bookmark"])
    }

    @Test("a repo created after this machine's now (a clock behind GitHub's) is not 'created in 5 minutes' (bb33 o remark)")
    func createdAhead() throws {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo(createdAt: now.addingTimeInterval(300))], .remote(fetchedAt: now)), for: TrendingQuery())

        #expect(try #require(onlyList(view)).rows.first?.created == "5 minutes ahead of this machine's clock")
    }

    @Test("a view that shows rows only gets no records: the dearer half of a list is not built")
    func rowsOnly() throws {
        let view = RowsOnlyViewSpy()
        let sut = TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now })

        sut.present(success([anyRepo(name: "a"), anyRepo(name: "b")], .remote(fetchedAt: now)), for: TrendingQuery())

        let list = try #require(onlyList(view))
        #expect(list.rows.map(\.rank) == ["1", "2"])
        #expect(list.records.isEmpty)
    }

    @Test("ranks rows from 1 in the order given")
    func ranks() throws {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo(name: "a"), anyRepo(name: "b"), anyRepo(name: "c")], .remote(fetchedAt: now)), for: TrendingQuery())

        let list = try #require(onlyList(view))
        #expect(list.rows.map(\.rank) == ["1", "2", "3"])
        #expect(list.records.map(\.name) == ["a", "b", "c"])
    }

    @Test("keeps null description and language as nil")
    func nulls() throws {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo(description: nil, language: nil)], .remote(fetchedAt: now)), for: TrendingQuery())

        let list = try #require(onlyList(view))
        #expect(list.rows[0].description == nil && list.rows[0].language == nil)
        #expect(list.records[0].description == nil && list.records[0].language == nil)
    }

    @Test("strips control characters from every field, rows and records alike")
    func sanitizes() throws {
        let (sut, view) = makeSUT()
        let hostile = anyRepo(
            owner: "ev\u{1B}[31mil", name: "re\u{07}po", description: "line\u{1B}]52;c;aGk=\u{07} two\u{9B}2J",
            language: "Sw\u{0}ift"
        )

        sut.present(success([hostile], .remote(fetchedAt: now)), for: TrendingQuery())

        let list = try #require(onlyList(view))
        let texts = [list.rows[0].fullName.text, list.rows[0].description?.text ?? "", list.rows[0].language?.text ?? "",
                     list.records[0].owner, list.records[0].name, list.records[0].description ?? "", list.records[0].language ?? ""]
        for text in texts {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        }
        #expect(list.rows[0].fullName == "ev\\u{1B}[31mil/re\\u{7}po", "a hostile name never reads as another repo's")
        #expect(list.rows[0].description == "line two")
    }

    @Test("says so, without rows, when the list is empty")
    func empty() throws {
        let (sut, view) = makeSUT()

        sut.present(success([], .remote(fetchedAt: now)), for: TrendingQuery(language: "Swift"))

        #expect(try #require(onlyList(view)).emptyMessage == "No daily trending Swift repositories found.")
    }

    @Test("shows a fresh cache with no notice")
    func freshCache() {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo()], .freshCache(fetchedAt: now)), for: TrendingQuery())

        #expect(view.messages.count == 1)
    }

    @Test("puts a notice with the cache's age and the reason before a stale fallback")
    func staleFallback() {
        let (sut, view) = makeSUT()
        let source = ListingSource.staleFallback(fetchedAt: now.addingTimeInterval(-2 * 3600), reason: .unreachable("Connection refused."))

        sut.present(success([anyRepo()], source), for: TrendingQuery())

        #expect(view.messages.first == .notice(NoticeViewModel(
            kind: .stale,
            message: "Showing the list fetched 2 hours ago: could not refresh (GitHub is unreachable: Connection refused)."
        )))
        #expect(view.messages.count == 2)
    }

    @Test("says when an offline list was fetched")
    func offlineBanner() {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo()], .offlineCache(fetchedAt: now.addingTimeInterval(-90 * 60))), for: TrendingQuery())

        #expect(view.messages.first == .notice(NoticeViewModel(kind: .info, message: "Offline: showing the list fetched 1 hour ago.")))
    }

    @Test("shows each warning as a notice before the list")
    func warnings() {
        let (sut, view) = makeSUT()
        let result = TrendingLoadResult(
            outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))),
            warnings: [.cacheCorrupt(movedTo: "/c/x.corrupt-1"), .incompleteResults]
        )

        sut.present(result, for: TrendingQuery())

        #expect(view.messages.prefix(2) == [
            .notice(NoticeViewModel(kind: .warning, message: "The cache file was unreadable; it was moved to /c/x.corrupt-1.", lasting: true)),
            .notice(NoticeViewModel(kind: .info, message: "GitHub's search timed out, so this list may be missing some repositories.")),
        ])

        // Behind a link the file moved is the target: the cache file is named by its own name (bb24 a-D9).
        let (linked, linkedView) = makeSUT()
        linked.presentWarnings([
            .cacheCorrupt(movedTo: "/home/dot/list.json.corrupt-1", file: "search-daily-all.json"),
            .cacheCorrupt(movedTo: "/c/search-daily-all.json.corrupt-1", file: "search-daily-all.json"),
        ])
        #expect(linkedView.messages == [
            .notice(NoticeViewModel(
                kind: .warning, message: "The cache file search-daily-all.json (a link) was unreadable; it was moved to /home/dot/list.json.corrupt-1.", lasting: true
            )),
            .notice(NoticeViewModel(kind: .warning, message: "The cache file was unreadable; it was moved to /c/search-daily-all.json.corrupt-1.", lasting: true)),
        ])
    }

    @Test("words a state file moved aside as the state commands do, before the list or the failure")
    func stateMovedAside() {
        let (sut, view) = makeSUT()
        let warning = TrendingWarning.state(.corruptMovedAside(movedTo: "/s/state.json.corrupt-1"))
        let expected = ViewSpy.Message.notice(NoticeViewModel(
            kind: .warning, message: "Your saved state was unreadable; it was moved to /s/state.json.corrupt-1 and state starts empty.", lasting: true
        ))

        sut.present(TrendingLoadResult(outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))), warnings: [warning]), for: TrendingQuery())
        sut.present(TrendingLoadResult(outcome: .failure(.remote(.timedOut)), warnings: [warning]), for: TrendingQuery())

        #expect(view.messages.first == expected)
        #expect(view.messages.filter { $0 == expected }.count == 2)
    }

    @Test("says the same notice once, though two stores failed the same way")
    func sameWarningOnce() {
        let (sut, view) = makeSUT()
        let failure = TrendingWarning.stateNotSaved(.io(.lockIsSymbolicLink(path: "/s/.lock")))
        let result = TrendingLoadResult(
            outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))), warnings: [failure, failure]
        )

        sut.present(result, for: TrendingQuery())

        #expect(view.messages.filter { if case .notice = $0 { true } else { false } }.count == 1)
    }

    @Test("says why an asked-for velocity is empty, when it comes, and that star order holds until then (bb24 e-D3)")
    func velocityNeedsHistory() {
        let (sut, view) = makeSUT()
        let result = TrendingLoadResult(
            outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))),
            warnings: [.velocityNeedsHistory(showsFrom: now.addingTimeInterval(2400), needs: 3600)]
        )

        sut.present(result, for: TrendingQuery())

        #expect(view.messages.first == .notice(NoticeViewModel(
            kind: .info,
            message: "Star gains need a snapshot at least 1 hour old; each refresh takes one, so they show from a refresh at 12:40 (in 40 min) on. --sort velocity ranks by stars gained, then stars, until then."
        )))

        // The age is said exactly: 36 h is never "1 day".
        let (long, longView) = makeSUT()
        long.presentWarnings([.velocityNeedsHistory(showsFrom: now.addingTimeInterval(3600), needs: 36 * 3600)])
        #expect(longView.messages.first.map { "\($0)" }?.contains("at least 36 hours old") == true, "\(longView.messages)")
    }

    @Test("--offline with the list's cached copy moved aside says so, not that it was never fetched (bb24 e-D4)")
    func offlineCacheMovedAside() throws {
        let (sut, view) = makeSUT()

        sut.present(TrendingLoadResult(outcome: .failure(.offlineWithoutCache), warnings: [.cacheCorrupt(movedTo: "/c/x.corrupt-1")]), for: TrendingQuery())

        let error = try #require(view.messages.compactMap { if case .error(let model) = $0 { model } else { nil } }.first)
        #expect(error.message.text == "--offline never touches the network, and the cached copy of this list could not be read (see the warning above).")
    }

    @Test("shows an error view with a title, the reason and what to do next")
    func errorView() {
        let (sut, view) = makeSUT()

        sut.present(TrendingLoadResult(outcome: .failure(.remote(.unreachable("Could not connect to the server.")))), for: TrendingQuery())

        #expect(view.messages == [.error(ErrorViewModel(
            title: "Could not reach GitHub",
            message: "GitHub is unreachable: Could not connect to the server. Nothing is cached for this query yet, so there is nothing to fall back on.",
            hint: "Check your connection (and --api-url or GITHUB_API_URL if set), then try again."
        ))])
    }

    @Test("tells an offline user with no cache how to get one")
    func offlineWithoutCache() {
        let (sut, view) = makeSUT()

        sut.present(TrendingLoadResult(outcome: .failure(.offlineWithoutCache)), for: TrendingQuery(period: .weekly))

        #expect(view.messages == [.error(ErrorViewModel(
            title: "Nothing cached for weekly trending repositories",
            message: "--offline never touches the network, and this list has not been fetched yet.",
            hint: "Run the same command without --offline once to fetch and cache it."
        ))])
    }

    @Test("names the local time a rate limit lifts")
    func rateLimit() throws {
        let (sut, view) = makeSUT(timeZone: TimeZone(identifier: "Europe/Paris")!)

        sut.present(TrendingLoadResult(outcome: .failure(.remote(.rateLimited(resetsAt: now.addingTimeInterval(12 * 60))))), for: TrendingQuery())

        guard case .error(let error) = view.messages.first else { Issue.record("no error view"); return }
        #expect(error.message.text.hasPrefix("The rate limit is used up until 13:12 (in 12 min)."))
        #expect(error.hint.text.contains("GITHUB_TOKEN"))
    }

    @Test("names the date of a reset a day or more away, not its time alone")
    func farReset() throws {
        let (sut, view) = makeSUT()
        let nextYear = now.addingTimeInterval(400 * 86_400)

        sut.present(TrendingLoadResult(outcome: .failure(.remote(.rateLimited(resetsAt: nextYear)))), for: TrendingQuery())

        guard case .error(let error) = view.messages.first else { Issue.record("no error view"); return }
        let clock = String(format: "%02d:%02d", UTCDate(nextYear).hour, UTCDate(nextYear).minute)
        #expect(error.message.text.hasPrefix("The rate limit is used up until \(UTCDate(nextYear).year)-"), "\(error.message.text)")
        #expect(error.message.text.contains(" \(clock) (in 1 year)."), "\(error.message.text)")
    }

    @Test("a used-up search limit is said as one, not as a search that failed: none may have been sent")
    func searchLimitNotes() {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))
        let resets = now.addingTimeInterval(60)
        let clock = String(format: "%02d:%02d", UTCDate(resets).hour, UTCDate(resets).minute)

        sut.present(
            TrendingLoadResult(outcome: .success(listing), warnings: [
                .searchFailed(.rateLimited(resetsAt: resets)),
                .searchFailed(.serverError(status: 502), remembered: false),
                .trendingPageDetailsFailed(.rateLimited(resetsAt: resets), listed: 0, of: 25),
                .trendingPageDetailsFailed(.rateLimited(resetsAt: nil), listed: 3, of: 25),
            ]),
            for: TrendingQuery()
        )

        #expect(Array(view.messages.prefix(4)) == [
            .notice(NoticeViewModel(kind: .info, message: "GitHub's search limit is used up until \(clock) (in 1 min); candidates come from GitHub's trending page, and the bookmarks, recent lists and earlier pages this machine remembers.")),
            // With --topic nothing remembered joins: the page alone (review).
            .notice(NoticeViewModel(kind: .info, message: "GitHub's search failed (GitHub answered HTTP 502); candidates come from GitHub's trending page only.")),
            .notice(NoticeViewModel(
                kind: .info, message: "GitHub's trending page was read, but GitHub's search limit is used up until \(clock) (in 1 min), so its repos could not be looked up."
            )),
            .notice(NoticeViewModel(
                kind: .info,
                message: "GitHub's trending page was read, but GitHub's search for its repos failed (the rate limit is used up; it lifts in a minute or more); only the 3 of its 25 rows this machine knew of are listed."
            )),
        ])
    }

    @Test("page rows left out are said by why: a part of their search failing, GitHub answering without them, refusing them")
    func pageRowsLeftOut() {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))

        sut.present(
            TrendingLoadResult(outcome: .success(listing), warnings: [
                .trendingPageRowsFailed(.serverError(status: 502), count: 12, of: 25), .trendingPageRowsFailed(.timedOut, count: 1, of: 25),
                .trendingPageRowsNotRecounted(.serverError(status: 502), count: 2, of: 25), .trendingPageRowsNotRecounted(.timedOut, count: 1, of: 25),
            ]),
            for: TrendingQuery()
        )

        #expect(Array(view.messages.prefix(4)) == [
            .notice(NoticeViewModel(
                kind: .info, message: "GitHub's search for 12 of the trending page's 25 rows failed (GitHub answered HTTP 502), so they are left out."
            )),
            .notice(NoticeViewModel(
                kind: .info, message: "GitHub's search for 1 of the trending page's 25 rows failed (GitHub did not answer in time), so it is left out."
            )),
            .notice(NoticeViewModel(
                kind: .info,
                message: "GitHub's search for 2 of the trending page's 25 rows failed (GitHub answered HTTP 502), so they are listed as this machine's searches, lists and page memory knew them."
            )),
            .notice(NoticeViewModel(
                kind: .info,
                message: "GitHub's search for 1 of the trending page's 25 rows failed (GitHub did not answer in time), so it is listed as this machine's searches, lists and page memory knew it."
            )),
        ])
    }

    @Test("a save a list could not make names what was not saved: what was shown, the star snapshots, the page memory")
    func notSavedWords() {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))

        sut.present(
            TrendingLoadResult(outcome: .success(listing), warnings: [
                .stateNotSaved(.io(.failed(.write, path: "/s/.state.json.tmp-1", reason: "Permission denied"))),
                .stateNotSaved(.io(.failed(.write, path: "/s/.history.json.tmp-1", reason: "Permission denied"))),
                .stateNotSaved(.io(.failed(.write, path: "/s/.trending-page.json.tmp-1", reason: "Permission denied"))),
            ]),
            for: TrendingQuery()
        )

        #expect(view.messages.prefix(3).map { message -> String in
            if case .notice(let notice) = message { return notice.message.text }
            return ""
        } == [
            "Could not remember what was shown (cannot write /s/.state.json.tmp-1: Permission denied).",
            "Could not save your star snapshots (cannot write /s/.history.json.tmp-1: Permission denied).",
            "Could not save the memory of GitHub's trending page (cannot write /s/.trending-page.json.tmp-1: Permission denied).",
        ])
    }

    @Test("a page memory that cannot be read is named as such, not as the saved state whose hidden and seen repos are kept")
    func pageMemoryUnreadable() {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))
        let failure = StateError.io(.failed(.read, path: "/s/127.0.0.1-8080-trending-page.json", reason: "it is a symbolic link to nowhere"))

        sut.present(TrendingLoadResult(outcome: .success(listing), warnings: [.pageMemoryUnreadable(failure)]), for: TrendingQuery())

        #expect(view.messages.contains(.notice(NoticeViewModel(
            kind: .warning,
            message: "Could not read the memory of GitHub's trending page (cannot read /s/127.0.0.1-8080-trending-page.json: it is a symbolic link to nowhere); what it saw on the page lately goes unused this run."
        ))), "\(view.messages)")
    }

    @Test("a list whose searched part is old says that part's age, as a warning, and why")
    func searchStale() {
        let (sut, view) = makeSUT()
        let listing = TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))
        let earlier = now.addingTimeInterval(-4 * 3_600)

        sut.present(
            TrendingLoadResult(outcome: .success(listing), warnings: [
                .searchStale(fetchedAt: earlier, .serverError(status: 502)), .searchStale(fetchedAt: earlier, .rateLimited(resetsAt: nil)),
            ]),
            for: TrendingQuery()
        )

        #expect(Array(view.messages.prefix(2)) == [
            .notice(NoticeViewModel(
                kind: .stale,
                message: "GitHub's search failed (GitHub answered HTTP 502); the searches' candidates are those found 4 hours ago, beside GitHub's trending page read now."
            )),
            .notice(NoticeViewModel(
                kind: .stale,
                message: "GitHub's search limit is used up (it lifts in a minute or more); the searches' candidates are those found 4 hours ago, beside GitHub's trending page read now."
            )),
        ])
    }

    @Test("shows GitHub's own validation messages, sanitized")
    func invalidQuery() {
        let (sut, view) = makeSUT()

        sut.present(TrendingLoadResult(outcome: .failure(.remote(.invalidQuery(["None of the search qualifiers apply\u{1B}[2J."])))), for: TrendingQuery())

        guard case .error(let error) = view.messages.first else { Issue.record("no error view"); return }
        #expect(error.message == "GitHub says: None of the search qualifiers apply.")
    }

    // MARK: - Helpers

    private func makeSUT(timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> (TrendingPresenter, ViewSpy) {
        let view = ViewSpy()
        return (TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: timeZone), view)
    }

    private func success(_ repos: [Repo], _ source: ListingSource) -> TrendingLoadResult {
        TrendingLoadResult(outcome: .success(TrendingListing(repos: repos, source: source)))
    }

    private func onlyList(_ view: ViewSpy) -> TrendingListViewModel? {
        for message in view.messages {
            if case .list(let list) = message { return list }
        }
        return nil
    }
}

extension RepoRecord {
    /// The record with its `discovered_by`.
    func discovered(by sources: [String]) -> RepoRecord {
        var record = self
        record.discoveredBy = sources
        return record
    }
}
