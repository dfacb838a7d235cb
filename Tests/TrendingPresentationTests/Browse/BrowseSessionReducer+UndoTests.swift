import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: dismissals and their undo, without a terminal")
struct BrowseSessionReducerUndoTests: BrowseSessionReducerSuite {
    @Test("undo brings back the last dismissal first, each row at its former place")
    func undoOrder() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(5)), generation: 1, kind: .live))
        let names = repos(5).map(\.repoName)

        #expect(sut.send(.dismiss([3, 1, 9])) == [.hide([names[1], names[3]], indices: [1, 3])])
        let hid = sut.send(.hidden([1, 3]))
        #expect(hid.last == .status("Hid 2 repos · u to undo"))
        sut.send(.dismiss([0]))
        #expect(sut.send(.hidden([0])).last == .status("Hid \(names[0]) · u to undo"))
        #expect(sut.state.listing?.repos.map(\.repoName) == [names[2], names[4]])

        #expect(sut.send(.undoDismiss) == [.unhide([names[0]])])
        let restored = sut.send(.unhidden)
        #expect(restored.last == .reveal(0))
        #expect(sut.state.listing?.repos.map(\.repoName) == [names[0], names[2], names[4]])

        #expect(sut.send(.undoDismiss) == [.unhide([names[1], names[3]])])
        // Many put back move no selection: it stays on its repo, as a new list keeps it (bb43 x2-D1).
        #expect(!sut.send(.unhidden).contains { if case .reveal = $0 { true } else { false } })
        #expect(sut.state.listing?.repos.map(\.repoName) == names)
        #expect(sut.send(.undoDismiss) == [.status("Nothing to undo.")])
    }

    @Test("a dismissal stays undoable after the period or order changed: undone, it is unhidden, not put into the other list")
    func undoAfterReload() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(5)), generation: 1, kind: .live))
        let names = repos(5).map(\.repoName)
        sut.send(.dismiss([0]))
        sut.send(.hidden([0]))
        sut.send(.reload)
        sut.send(.loaded(success(repos(5).suffix(3).map { $0 }), generation: sut.state.generation, kind: .live))

        #expect(sut.send(.undoDismiss) == [.unhide([names[0]])])
        sut.send(.unhidden)
        #expect(sut.state.listing?.repos.map(\.repoName) == Array(names.suffix(3)), "not put into the other list")
        #expect(sut.send(.undoDismiss) == [.status("Nothing to undo.")])
        // A dismissal in this list after the change is put back as before.
        sut.send(.dismiss([0]))
        sut.send(.hidden([0]))
        sut.send(.undoDismiss)
        sut.send(.unhidden)
        #expect(sut.state.listing?.repos.map(\.repoName) == Array(names.suffix(3)))
    }

    @Test("dismissing all but a few rows, with more on GitHub, fetches the next page: the list fills up past them")
    func refillAfterDismissingAll() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(12), totalCount: 150), generation: 1, kind: .live))
        sut.send(.dismiss(Array(0..<12)))

        let effects = sut.send(.hidden(Array(0..<12)))

        #expect(effects.contains { if case .loadMore = $0 { true } else { false } }, "\(effects)")
        #expect(effects.last == .status("Hid 12 repos · u to undo"))
        #expect(sut.state.listing?.repos.isEmpty == true)
        #expect(sut.state.limit == 25 + 25, "a page past the one asked for, not the rows left")
    }

    @Test("undo after a page was loaded in the rows' place puts them back with their gains, deltas and page ranks")
    func undoRestoresWhatTheListKnew() {
        var sut = ReducerSession()
        sut.send(.start)
        var listing = TrendingListing(repos: repos(3), source: .freshCache(fetchedAt: now), totalCount: 150)
        let key = repos(3)[0].repoName.key
        listing.gains[key] = StarGain(gained: 100, since: now, source: .github)
        listing.deltas[key] = StarDelta(gained: 7, since: now, perHour: 1)
        listing.pageRanks[key] = 2
        listing.marks = RepoMarks(seen: [key], bookmarked: [key])
        sut.send(.loaded(TrendingLoadResult(outcome: .success(listing)), generation: 1, kind: .live))
        sut.send(.dismiss([0, 1, 2]))
        sut.send(.hidden([0, 1, 2]))
        // The next page, asked when the list ran short, knows nothing of the hidden rows.
        sut.send(.loaded(success(repos(5).suffix(2).map { $0 }, totalCount: 150), generation: sut.state.generation, kind: .more))

        sut.send(.unhidden)

        #expect(sut.state.listing?.repos.prefix(3).map(\.repoName.key) == repos(3).map(\.repoName.key))
        #expect(sut.state.listing?.gains[key]?.gained == 100)
        #expect(sut.state.listing?.deltas[key]?.gained == 7)
        #expect(sut.state.listing?.pageRanks[key] == 2)
        #expect(sut.state.listing?.marks.bookmarked == [key] && sut.state.listing?.marks.seen == [key], "its marks too")
    }

    @Test("D keeps the bookmarked rows, as hide --all does, and says so; d hides a bookmarked row asked for by itself")
    func dismissAllKeepsBookmarked() {
        var sut = ReducerSession()
        sut.send(.start)
        var listing = TrendingListing(repos: repos(4), source: .freshCache(fetchedAt: now), totalCount: 4)
        let names = repos(4).map(\.repoName)
        listing.marks = RepoMarks(bookmarked: [names[1].key])
        sut.send(.loaded(TrendingLoadResult(outcome: .success(listing)), generation: 1, kind: .live))

        #expect(sut.send(.dismiss([0, 1, 2, 3], keepingBookmarked: true)) == [.hide([names[0], names[2], names[3]], indices: [0, 2, 3])])
        #expect(sut.send(.hidden([0, 2, 3])).last == .status("Hid 3 repos · 1 bookmarked kept · u to undo"))
        #expect(sut.state.listing?.repos.map(\.repoName) == [names[1]])
        #expect(sut.send(.dismiss([0], keepingBookmarked: true)) == [.status("Nothing dismissed: every loaded repo is bookmarked (unbookmark one with b to dismiss it).")])
        #expect(sut.send(.dismiss([0])) == [.hide([names[1]], indices: [0])])
    }

    @Test("dismissing rows of a list GitHub has no more of fetches nothing")
    func noRefillWhenAllLoaded() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(5), totalCount: 5), generation: 1, kind: .live))
        sut.send(.dismiss([0, 1, 2, 3, 4]))

        let effects = sut.send(.hidden([0, 1, 2, 3, 4]))

        #expect(!effects.contains { if case .loadMore = $0 { true } else { false } }, "\(effects)")
    }

    @Test("a row whose name GitHub does not allow is not dismissed: no unhide could name it once the session ends")
    func untypableNotDismissed() {
        var sut = ReducerSession()
        sut.send(.start)
        let hostile = Repo(
            id: 9, owner: "a;id", name: "b", description: nil, language: nil, stars: 1, forks: 0, urlText: "", createdAt: now
        )
        sut.send(.loaded(success([hostile] + repos(2)), generation: 1, kind: .live))
        let names = repos(2).map(\.repoName)

        #expect(sut.send(.dismiss([0, 1, 2])) == [.hide(names, indices: [1, 2])])
        #expect(sut.send(.hidden([1, 2])).last == .status("Hid 2 repos · 1 kept: no name GitHub allows · u to undo"), "D says what it kept")
        #expect(sut.send(.dismiss([0])) == [.status("Not hidden: GitHub allows no such name, so no command could show it again.")])
    }

    @Test("an unhide that failed leaves the dismissal to undo")
    func undoFailed() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        sut.send(.dismiss([0]))
        sut.send(.hidden([0]))

        sut.send(.undoDismiss)

        #expect(sut.state.undo.count == 1)
    }
}
