import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

/// What a list is and when it was fetched (for feeds), and `--new-only`'s silence.
@Suite("TrendingPresenter: the list's title, date and --new-only")
struct ListDescriptionPresenterTests {
    @Test("titles the list with its period and filters, dated by its fetch")
    func titleAndDate() throws {
        let (sut, view) = makeSUT()
        let query = TrendingQuery(period: .weekly, language: "Swift", topics: ["cli"], minStars: 100)

        sut.present(success([anyRepo()], .freshCache(fetchedAt: now.addingTimeInterval(-600))), for: query)

        let list = try #require(onlyList(view))
        #expect(list.title == "Weekly trending Swift repositories (topic cli, at least 100 stars)")
        #expect(list.fetchedAt == "2026-11-23T11:50:00Z")
        #expect(!list.isNewOnly)
    }

    @Test("--scope all says so in the title: repos of any age")
    func scopeAll() throws {
        let (sut, view) = makeSUT()

        sut.present(success([anyRepo()], .remote(fetchedAt: now)), for: TrendingQuery(period: .weekly, scope: .all), newOnly: true)

        #expect(try #require(onlyList(view)).title == "Weekly trending repositories of any age not shown before")
    }

    @Test("--new-only says so in the title, and says nothing when nothing is new")
    func newOnly() throws {
        let (sut, view) = makeSUT()

        sut.present(success([], .remote(fetchedAt: now)), for: TrendingQuery(), newOnly: true)

        let list = try #require(onlyList(view))
        #expect(list.title == "Daily trending repositories not shown before")
        #expect(list.emptyMessage == nil, "a cron job mails nothing when nothing is new")
        #expect(list.isNewOnly && list.rows.isEmpty && list.records.isEmpty)
    }

    @Test("an empty list without --new-only still explains itself")
    func emptyWithoutNewOnly() throws {
        let (sut, view) = makeSUT()

        sut.present(success([], .remote(fetchedAt: now)), for: TrendingQuery())

        #expect(try #require(onlyList(view)).emptyMessage == "No daily trending repositories found.")
    }

    @Test("an empty list whose repos were all left out as impossible or unreadable says so, not that none were found")
    func emptyAfterLeavingOut() throws {
        let (sut, view) = makeSUT()

        sut.present(
            TrendingLoadResult(outcome: .success(TrendingListing(repos: [], source: .remote(fetchedAt: now))), warnings: [.implausibleItemsDropped(1)]),
            for: TrendingQuery()
        )
        sut.present(
            TrendingLoadResult(
                outcome: .success(TrendingListing(repos: [], source: .remote(fetchedAt: now))),
                warnings: [.implausibleItemsDropped(1), .unreadableItemsDropped(2)]
            ),
            for: TrendingQuery()
        )

        let lists = view.messages.compactMap { message -> TrendingListViewModel? in
            if case .list(let list) = message { return list }
            return nil
        }
        #expect(lists.map(\.emptyMessage) == [
            "No daily trending repositories to show: 1 repo in GitHub's answer was left out (see the warning above).",
            "No daily trending repositories to show: 3 repos in GitHub's answer were left out (see the warning above).",
        ])
    }

    @Test("a list whose every repo is hidden says so, with commands that repeat --api-url, not that none was found (bb37 z-D1)")
    func everyRepoHidden() {
        let view = ViewSpy()
        let sut = TrendingPresenter(
            view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!,
            again: RepeatedFlags(apiURL: "http://127.0.0.1:9")
        )
        for hidden in [12, 1] {
            var listing = TrendingListing(repos: [], source: .remote(fetchedAt: now))
            listing.excludedCount = hidden
            sut.present(TrendingLoadResult(outcome: .success(listing), warnings: []), for: TrendingQuery())
        }
        let lists = view.messages.compactMap { message -> TrendingListViewModel? in
            if case .list(let list) = message { return list }
            return nil
        }
        #expect(lists.map(\.emptyMessage) == [
            "No daily trending repositories to show: 12 repos GitHub listed are hidden ('trending hidden --api-url http://127.0.0.1:9' lists them, 'trending unhide OWNER/REPO --api-url http://127.0.0.1:9' shows one again).",
            "No daily trending repositories to show: 1 repo GitHub listed is hidden ('trending hidden --api-url http://127.0.0.1:9' lists it, 'trending unhide OWNER/REPO --api-url http://127.0.0.1:9' shows one again).",
        ])
    }

    // MARK: - Helpers

    private func makeSUT() -> (TrendingPresenter, ViewSpy) {
        let view = ViewSpy()
        return (TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")!), view)
    }

    private func success(_ repos: [Repo], _ source: ListingSource) -> TrendingLoadResult {
        TrendingLoadResult(outcome: .success(TrendingListing(repos: repos, source: source)))
    }

    private func onlyList(_ view: ViewSpy) -> TrendingListViewModel? {
        view.messages.lazy.compactMap { message -> TrendingListViewModel? in
            if case .list(let list) = message { return list }
            return nil
        }.first
    }
}
