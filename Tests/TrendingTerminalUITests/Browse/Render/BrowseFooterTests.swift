import Testing
import TrendingPresentation
@testable import TrendingTerminalUI

@Suite("browse's footer and gain colour")
struct BrowseFooterTests {
    @Test("a gain is yellow on a row and in the details, as in the printed list")
    func gainsYellow() {
        var state = makeSUT()
        let style = TextStyle(color: true, hyperlinks: false)

        let row = BrowseRenderer.render(state, style: style)[2]  // the second row: the first is selected, in reverse video
        state.screen = .details
        let details = BrowseRenderer.render(state, style: style).joined(separator: "\n")

        #expect(row.contains("\u{1B}[33m  +1.2k ★ in 24 h"), "\(row.debugDescription)")
        #expect(details.contains("\u{1B}[33m+1.2k ★ in 24 h"), "\(details.debugDescription)")
        #expect(!row.contains("32m  +1.2k") && !details.contains("32m+1.2k"))
    }

    @Test("with a / filter on, the footer says so and how many rows it shows")
    func filterShown() {
        var state = makeSUT()
        state.progress = BrowseProgressViewModel(loaded: "100 of 734", canLoadMore: true)
        state.filter = "rise"
        state.visible = [0]

        let footer = BrowseRenderer.render(state, style: .plain).last!

        #expect(footer.hasSuffix("/rise: 1 shown · 100 of 734 · ? help"), "\(footer)")
    }

    @Test("at 40 columns the D question keeps its y/n, and a status its undo: the counts give way, never the words the next key answers")
    func questionFirst() {
        var state = makeSUT()
        state.columns = 40
        state.progress = BrowseProgressViewModel(loaded: "100 of 734", canLoadMore: true)
        state.filter = "own01"
        state.visible = [0]
        state.screen = .confirmDismissAll

        let asked = BrowseRenderer.render(state, style: .plain).last!
        state.screen = .list
        state.status = "Hid own000/repo000 · u to undo"
        let said = BrowseRenderer.render(state, style: .plain).last!

        #expect(asked.hasPrefix("Dismiss all 2 loaded repos? y/n") && asked.hasSuffix("? help"), "\(asked)")
        #expect(said.hasPrefix("Hid own000/repo000 · u to undo"), "\(said)")
        #expect(DisplayWidth.columns(asked) <= 40 && DisplayWidth.columns(said) <= 40 && !asked.contains("…"))
    }

    @Test("a long status that no key answers is cut to leave the loaded count its room: the footer always shows it (bb37 b2 remark)")
    func countAlwaysShown() {
        var state = makeSUT()
        state.columns = 80
        state.progress = BrowseProgressViewModel(loaded: "100 of 100", canLoadMore: false)
        state.status = "Showing the list fetched just now: could not refresh (GitHub did not answer in time)."

        let footer = BrowseRenderer.render(state, style: .plain).last!

        #expect(footer.hasSuffix(" 100 of 100"), "\(footer)")
        #expect(footer.hasPrefix("Showing the list fetched just now") && footer.contains("…"), "\(footer)")
        #expect(DisplayWidth.columns(footer) == 80, "\(footer)")
    }

    // MARK: - Helpers

    @Test("the D question follows the plural rules: one row is the 1 loaded repo (bb36 x-D1)")
    func questionPlural() {
        let row = RepoRowViewModel(
            rank: "1", fullName: "o/riser", description: nil, stars: "800", language: nil, created: "6 years ago",
            url: "https://github.com/o/riser", gained: GainText(full: "+1.2k ★ in 24 h", short: "+1.2k ★", cell: "+1.2k")
        )
        var state = BrowseReducer.reduce(BrowseState(columns: 100, lines: 10), .list(TrendingListViewModel(rows: [row], records: [], emptyMessage: nil))).0
        state.screen = .confirmDismissAll

        let asked = BrowseRenderer.render(state, style: .plain).last!

        #expect(asked.hasPrefix("Dismiss the 1 loaded repo? y/n"), "\(asked)")
    }

    private func makeSUT() -> BrowseState {
        let row = RepoRowViewModel(
            rank: "1", fullName: "o/riser", description: nil, stars: "800", language: nil, created: "6 years ago",
            url: "https://github.com/o/riser", gained: GainText(full: "+1.2k ★ in 24 h", short: "+1.2k ★", cell: "+1.2k")
        )
        return BrowseReducer.reduce(
            BrowseState(columns: 100, lines: 10), .list(TrendingListViewModel(rows: [row, row], records: [], emptyMessage: nil))
        ).0
    }
}
