import Testing
import TrendingDomain
import TrendingPresentation
@testable import TrendingTerminalUI

@Suite("BrowseReducer: the screen's state machine, without a terminal")
struct BrowseReducerTests {
    @Test("↑ ↓ j k move within the list; g G Home End jump")
    func moving() {
        var state = makeState(rows: 30)
        state = send(state, [.down, .character("j"), .character("j"), .up, .character("k")])
        #expect(state.cursor == 1)
        state = send(state, [.end])
        #expect(state.cursor == 29)
        state = send(state, [.down])
        #expect(state.cursor == 29, "stays on the last")
        state = send(state, [.character("g")])
        #expect(state.cursor == 0)
        state = send(state, [.up, .character("G"), .home])
        #expect(state.cursor == 0)
    }

    @Test("PgDn Ctrl-d PgUp Ctrl-u page, and the view scrolls to keep the selection on screen")
    func paging() {
        var state = makeState(rows: 100, lines: 12)  // 10 list lines
        state = send(state, [.pageDown])
        #expect(state.cursor == 9 && state.top == 0)
        state = send(state, [.control("d")])
        #expect(state.cursor == 18 && state.top == 9)
        state = send(state, [.pageUp, .control("u")])
        #expect(state.cursor == 0 && state.top == 0)
    }

    @Test("the mouse wheel scrolls the view; a click selects the row under it")
    func mouse() {
        var state = makeState(rows: 50, lines: 12)
        state = send(state, [.mouse(.wheelDown(row: 3, column: 1))])
        #expect(state.top == 3 && state.cursor == 3)
        state = send(state, [.mouse(.click(row: 5, column: 10))])  // screen line 4, list line 3
        #expect(state.cursor == 6)
        state = send(state, [.mouse(.wheelUp(row: 3, column: 1))])
        #expect(state.top == 0)
    }

    @Test("beside the details pane, a click on the list selects; a click on the pane does nothing")
    func clickBesideThePane() {
        var state = makeState(rows: 50, columns: 120, lines: 20)
        state = send(state, [.enter])
        #expect(state.showsSidePane && state.listColumnsBesidePane == 71)

        state = send(state, [.mouse(.click(row: 6, column: 100))])
        #expect(state.cursor == 0, "the pane is not the list")
        state = send(state, [.mouse(.click(row: 6, column: 72))])
        #expect(state.cursor == 0, "nor is the rule between them")
        state = send(state, [.mouse(.click(row: 6, column: 71))])
        #expect(state.cursor == 4)
    }

    @Test("Enter opens the details; Esc or q goes back; q on the list quits with 0")
    func details() {
        var state = makeState(rows: 3)
        state = send(state, [.enter])
        #expect(state.screen == .details)
        state = send(state, [.escape])
        #expect(state.screen == .list)
        state = send(state, [.enter, .character("q")])
        #expect(state.screen == .list)
        #expect(effects(state, .character("q")) == [.quit(.quit)])
    }

    @Test("Enter asks for the selected repo's details; moving beside the pane asks for the next; they fill the pane when they arrive")
    func detailsLoad() {
        var state = makeState(rows: 3, columns: 120)
        #expect(effects(state, .enter) == [.loadDetails(0)])
        state = send(state, [.enter])
        #expect(effects(state, .down) == [.loadDetails(1)])
        #expect(effects(state, .character("?")).isEmpty)
        let details = RepoDetailViewModel(
            fullName: "owner/repo0", badges: ["archived"], description: nil, rows: [DetailRow("Forks", "644")], url: "https://github.com/owner/repo0"
        )
        state = reduce(state, .details(details))
        #expect(state.selectedDetails == details)
        let pane = DetailPane.lines(state.selected, details: state.selectedDetails, width: 40, height: 20, style: .plain)
        #expect(pane.contains("Forks 644") && pane.contains("[archived]"), "\(pane)")
        #expect(!pane.contains { $0.contains("★ 1.2k") }, "not the row again: \(pane)")
    }

    @Test("details GitHub gave under a new name (a rename followed) fill the pane of the row that shows the old one")
    func detailsOfARenamedRow() {
        var state = send(makeState(rows: 3, columns: 120), [.enter])
        var details = RepoDetailViewModel(fullName: "moved/elsewhere", badges: [], description: nil, rows: [DetailRow("Forks", "644")], url: "u")
        details.askedAs = "owner/repo0"
        state = reduce(state, .details(details))
        #expect(state.selectedDetails == details)
    }

    @Test("details taller than the screen keep the URL whole and the keys: the other rows give way, the cut marked …", arguments: [10, 18])
    func detailsOnAShortScreen(height: Int) {
        let rows = ["Stars", "Forks", "Watchers", "Open issues", "Language", "Licence", "Topics", "Branch", "Owner", "Created", "Pushed", "Gained"]
        let details = RepoDetailViewModel(
            fullName: "owner/repo0", badges: [], description: "A description long enough to wrap onto a second line of the pane",
            rows: rows.map { DetailRow($0, "x") }, url: "https://github.com/some-organisation/a-rather-long-repository-name"
        )

        let pane = DetailPane.lines(makeState(rows: 1, columns: 40).selected, details: details, width: 40, height: height, style: .plain)

        #expect(pane.count == height, "\(pane)")
        #expect(pane.first == "owner/repo0")
        #expect(pane.joined().contains("https://github.com/some-organisation/a-rather-long-repository-name"), "\(pane)")
        #expect(pane.last == DetailPane.keys, "whole at 40 columns: \(pane)")
        #expect(pane.contains("…"), "\(pane)")
        // The description and the rows least worth the room give way first: the gains stay (bb25 d-D1).
        #expect(pane.contains("Stars       x") && pane.contains("Gained      x"), "\(pane)")
        #expect(pane.contains("A description long enough to wrap onto…"), "\(pane)")
    }

    @Test("at 40×10 a gains line that wraps stays whole: the gap and then the description give way first (bb28 c-D1)", arguments: [9, 10])
    func gainsWholeOnTheSmallestScreen(height: Int) {
        let details = RepoDetailViewModel(
            fullName: "o/r000", badges: [], description: "repo 0",
            rows: [DetailRow("Stars", "5,000"), DetailRow("Gained", "+5.0k in 24 h · +5.0k in 7 days · +5.0k in 30 days"), DetailRow("Forks", "1")],
            url: "http://127.0.0.1:44795/o/r000"
        )

        let pane = DetailPane.lines(makeState(rows: 1, columns: 40).selected, details: details, width: 40, height: height, style: .plain)

        #expect(pane.count == height, "\(pane)")
        #expect(pane.contains("Gained +5.0k in 24 h · +5.0k in 7 days ·") && pane.contains("       +5.0k in 30 days"), "\(pane)")
        #expect(pane.contains("repo 0") == (height == 10), "the description stays while there is room: \(pane)")
        #expect(pane[height == 10 ? 2 : 1].hasPrefix("Stars"), "the gap under the description went first: \(pane)")
        #expect(pane.last == DetailPane.keys)
    }

    @Test("details beside the list from 100 columns, full screen when narrower")
    func detailsLayout() {
        var wide = makeState(rows: 3, columns: 100)
        wide.screen = .details
        var narrow = makeState(rows: 3, columns: 99)
        narrow.screen = .details
        #expect(wide.showsSidePane && !narrow.showsSidePane)
        #expect(narrow.onScreen.isEmpty, "the list is not on screen under full-screen details")
    }

    @Test("Ctrl-C quits with 130 from any screen; Ctrl-Z suspends")
    func controlKeys() {
        var state = makeState(rows: 3)
        state.screen = .help
        #expect(effects(state, .control("c")) == [.quit(.interrupted)])
        #expect(effects(state, .control("z")) == [.suspend])
    }

    @Test("? shows help, which Esc, q and ? close")
    func help() {
        for close in [Key.escape, .character("q"), .character("?")] {
            var state = send(makeState(rows: 3), [.character("?")])
            #expect(state.screen == .help)
            state = send(state, [close])
            #expect(state.screen == .list)
        }
    }

    @Test("o y b d act on the selected row through effects; u undoes")
    func rowEffects() {
        let state = send(makeState(rows: 5), [.down, .down])
        #expect(effects(state, .character("o")) == [.open(2)])
        #expect(effects(state, .character("y")) == [.copyURL(2)])
        #expect(effects(state, .character("b")) == [.toggleBookmark(2)])
        #expect(effects(state, .character("d")) == [.dismiss([2])])
        #expect(effects(state, .character("u")) == [.undoDismiss])
    }

    @Test("D asks first: y dismisses every loaded row, anything else keeps them")
    func dismissAll() {
        let asked = send(makeState(rows: 4), [.character("D")])
        #expect(asked.screen == .confirmDismissAll)
        #expect(effects(asked, .character("y")) == [.dismissAll([0, 1, 2, 3])])
        let (declined, none) = BrowseReducer.reduce(asked, .key(.character("n")))
        #expect(none.isEmpty && declined.screen == .list)
    }

    @Test("r refreshes with the spinner on; Tab and Shift-Tab cycle the period; s the sort")
    func reloads() {
        let state = makeState(rows: 3)
        let (refreshing, refresh) = BrowseReducer.reduce(state, .key(.character("r")))
        #expect(refresh == [.refresh] && refreshing.isLoading)
        let (weekly, reload) = BrowseReducer.reduce(state, .key(.tab))
        #expect(weekly.period == .weekly && reload == [.reload] && weekly.rows == nil, "skeletons until the weekly list")
        #expect(send(state, [.backTab]).period == .monthly)
        #expect(send(state, [.tab, .tab, .tab]).period == .daily)
        #expect(send(state, [.character("s")]).sort == TrendingSort.allCases[1])
    }

    @Test("s cycles stars → velocity → gained; page joins only with --scope all, whose lists carry GitHub's order")
    func sortCycle() {
        let rows = TrendingListViewModel(rows: (0..<3).map(row), records: [], emptyMessage: nil)
        let new = reduce(BrowseState(columns: 80, lines: 24), .list(rows))
        let all = reduce(BrowseState(columns: 80, lines: 24, sorts: BrowseState.sorts(scope: .all)), .list(rows))

        #expect([1, 2, 3].map { send(new, Array(repeating: .character("s"), count: $0)).sort } == [.velocity, .gained, .stars])
        #expect([1, 2, 3, 4].map { send(all, Array(repeating: .character("s"), count: $0)).sort } == [.velocity, .gained, .page, .stars])
    }

    @Test("/ filters the loaded rows live; Enter keeps the filter, Esc clears it")
    func filter() {
        var state = send(makeState(rows: 20), [.character("/"), .character("1"), .character("2")])
        #expect(state.isEditingFilter && state.visible == [12])
        state = send(state, [.backspace])
        #expect(state.visible == [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
        state = send(state, [.enter])
        #expect(!state.isEditingFilter && state.filter == "1")
        #expect(effects(state, .character("q")) == [.quit(.quit)], "keys act again once the filter is set")
        state = send(state, [.escape])
        #expect(state.filter.isEmpty && state.visible.count == 20)
    }

    @Test("a new list keeps the selection on the same repo, wherever it moved")
    func selectionFollowsRepo() {
        var state = send(makeState(rows: 10), [.down, .down, .down])  // owner/repo3
        let reordered = (0..<10).reversed().map { row($0) }
        state = reduce(state, .list(TrendingListViewModel(rows: reordered, records: [], emptyMessage: nil)))
        #expect(state.selected?.fullName == "owner/repo3")
        #expect(state.cursor == 6)
    }

    @Test("until the user moves, a re-ranked list keeps the selection on rank 1 at the top")
    func selectionStaysOnTopUntilMoved() {
        var state = makeState(rows: 60, lines: 10)
        let reranked = ([50] + (0..<50) + (51..<60)).map { row($0) }  // owner/repo0 falls to rank 2, …
        state = reduce(state, .list(TrendingListViewModel(rows: Array(reranked.reversed()), records: [], emptyMessage: nil)))
        #expect(state.cursor == 0 && state.top == 0)
        #expect(state.selected?.fullName == "owner/repo59")
        state = send(state, [.down, .up])
        state = reduce(state, .list(TrendingListViewModel(rows: reranked, records: [], emptyMessage: nil)))
        #expect(state.selected?.fullName == "owner/repo59", "once moved, the selection follows its repo")
    }

    @Test("moving near the last loaded row asks for the next page once, when GitHub has more")
    func loadMore() {
        var state = makeState(rows: 30)
        state.progress = BrowseProgressViewModel(loaded: "30 of 500", canLoadMore: true)
        #expect(effects(state, .down).isEmpty, "far from the end")
        let (near, first) = BrowseReducer.reduce(state, .key(.end))
        #expect(first == [.loadMore] && near.isLoadingMore)
        #expect(effects(near, .up).isEmpty, "not again while one is under way")
        #expect(effects(state, .character("D")).isEmpty, "keys that don't move fetch nothing")
        state.progress = BrowseProgressViewModel(loaded: "30 of 30", canLoadMore: false)
        #expect(effects(state, .end).isEmpty)
    }

    @Test("at the last row already (a list of one), a move toward the end still asks for the next page; one toward the top does not")
    func loadMoreFromTheLastRow() {
        var state = makeState(rows: 1)
        state.progress = BrowseProgressViewModel(loaded: "1 of 500", canLoadMore: true)
        for key in [Key.down, .character("j"), .pageDown, .control("d"), .end, .character("G"), .mouse(.wheelDown(row: 3, column: 1))] {
            #expect(effects(state, key) == [.loadMore], "\(key)")
        }
        #expect(effects(state, .up).isEmpty && effects(state, .home).isEmpty)
        state.screen = .help
        #expect(effects(state, .down).isEmpty, "the help scrolls, not the list")
    }

    @Test("the banner and loading states come from the presenters' view states")
    func viewStates() {
        var state = makeState(rows: 3)
        state = reduce(state, .banner(BrowseBannerViewModel(message: "Offline — nothing cached yet · retrying in 8 s")))
        #expect(state.banner != nil && state.listStart == 2)
        state = reduce(state, .loading(LoadingViewModel(message: "Fetching…")))
        #expect(state.isLoading)
        state = reduce(state, .tick)
        #expect(state.spinnerFrame == 1)
        state = reduce(state, .loadFinished)
        #expect(!state.isLoading)
        state = reduce(state, .banner(BrowseBannerViewModel(message: nil)))
        #expect(state.banner == nil)
    }

    @Test("a 'could not refresh' note goes when GitHub answers again (the banner goes); another note stays until a key")
    func staleNoteGoesWhenOnline() {
        var state = makeState(rows: 3)
        state = reduce(state, .banner(BrowseBannerViewModel(message: "Offline (HTTP 503) · retrying in 8 s")))
        state = reduce(state, .notice(NoticeViewModel(kind: .stale, message: "Showing the list fetched 3 hours ago: could not refresh (GitHub answered HTTP 503).")))
        #expect(state.status != nil)
        state = reduce(state, .banner(BrowseBannerViewModel(message: nil)))
        #expect(state.status == nil, "the list on screen is fresh now")

        state = reduce(state, .notice(NoticeViewModel(kind: .info, message: "Bookmarked o/r.")))
        state = reduce(state, .banner(BrowseBannerViewModel(message: nil)))
        #expect(state.status == "Bookmarked o/r.")
    }

    @Test("resizing clamps the view to the new height")
    func resize() {
        var state = send(makeState(rows: 50, lines: 40), [.end])
        state = reduce(state, .resize(columns: 40, lines: 10))
        #expect(state.columns == 40 && state.top == 42 && state.cursor == 49)
    }

    // MARK: - Helpers

    private func makeState(rows: Int, columns: Int = 80, lines: Int = 24) -> BrowseState {
        let state = BrowseState(columns: columns, lines: lines)
        return reduce(state, .list(TrendingListViewModel(rows: (0..<rows).map(row), records: [], emptyMessage: nil)))
    }

    private func row(_ index: Int) -> RepoRowViewModel {
        RepoRowViewModel(
            rank: String(index + 1), fullName: "owner/repo\(index)", description: "Description \(index)", stars: "1.2k",
            language: "Swift", created: "3 days ago", url: "https://github.com/owner/repo\(index)"
        )
    }

    private func reduce(_ state: BrowseState, _ event: BrowseEvent) -> BrowseState {
        BrowseReducer.reduce(state, event).0
    }

    private func send(_ state: BrowseState, _ keys: [Key]) -> BrowseState {
        keys.reduce(state) { reduce($0, .key($1)) }
    }

    private func effects(_ state: BrowseState, _ key: Key) -> [BrowseEffect] {
        BrowseReducer.reduce(state, .key(key)).1
    }
}

extension BrowseReducerTests {
    @Test("reveal selects a row by its place in the loaded list and scrolls to it")
    func reveal() {
        let state = BrowseReducer.reduce(BrowseState(columns: 80, lines: 12), .list(TrendingListViewModel(
            rows: (0..<40).map { RepoRowViewModel(rank: "\($0 + 1)", fullName: "o/r\($0)", description: nil, stars: "1", language: nil, created: "now", url: "") },
            records: [], emptyMessage: nil
        ))).0
        let revealed = BrowseReducer.reduce(state, .reveal(30)).0
        #expect(revealed.cursor == 30 && revealed.onScreen.contains(30))
    }

    @Test("a dismissal undone puts the list back as it was shown: rank 1 stays on top, the row put back selected")
    func undoKeepsTheView() {
        func list(_ ranks: [Int]) -> BrowseEvent {
            .list(TrendingListViewModel(
                rows: ranks.map { RepoRowViewModel(rank: "\($0)", fullName: "o/r\($0)", description: nil, stars: "1", language: nil, created: "now", url: "") },
                records: [], emptyMessage: nil
            ))
        }
        let all = Array(1...40)
        var state = BrowseReducer.reduce(BrowseState(columns: 100, lines: 12), list(all)).0
        state = BrowseReducer.reduce(state, .key(.character("j"))).0
        state = BrowseReducer.reduce(state, list(all.filter { $0 != 2 })).0
        state = BrowseReducer.reduce(state, list(all)).0
        state = BrowseReducer.reduce(state, .reveal(1)).0

        #expect(state.top == 0 && state.cursor == 1, "top \(state.top), cursor \(state.cursor)")
    }
}

extension BrowseReducerTests {
    @Test("Ctrl-L asks for the whole screen again")
    func redraw() {
        #expect(BrowseReducer.reduce(BrowseState(columns: 80, lines: 24), .key(.control("l"))).1 == [.redraw])
    }
}
