import Foundation
import Testing
import TrendingPresentation
import TrendingTestSupport
@testable import TrendingTerminalUI

@Suite("BrowseRenderer and FrameWriter: the screen, and only what changed")
struct BrowseRendererTests {
    @Test("exactly one line per terminal row, none wider than the terminal, from 40×10 up (and below), CJK and emoji included",
          arguments: [(40, 10), (80, 24), (120, 30), (100, 12), (12, 3), (1, 1)])
    func fits(columns: Int, lines: Int) {
        for screen in [BrowseState.Screen.list, .details, .help] {
            var state = makeState(columns: columns, lines: lines)
            state.screen = screen
            state.banner = "Offline — showing the list from 2h ago · retrying in 8 s"
            let rendered = BrowseRenderer.render(state, style: TextStyle(color: true, hyperlinks: false))
            #expect(rendered.count == lines)
            for line in rendered {
                let shown = PTYResult.strippingEscapes(line)
                #expect(DisplayWidth.columns(shown) <= columns, "\(screen) at \(columns): \(shown)")
            }
        }
    }

    @Test("skeleton rows until the first list arrives")
    func skeletons() {
        let state = BrowseState(columns: 60, lines: 10)
        let rendered = BrowseRenderer.render(state, style: .plain)
        #expect(rendered[1...8].allSatisfy { $0.contains("░") })
    }

    @Test("no list came (nothing cached under --offline): why stays where the rows go, past a key, not skeletons that say it loads (bb28 c remark)")
    func whyNoList() {
        let error = ErrorViewModel(
            title: "Nothing cached for daily trending repositories",
            message: "--offline never touches the network, and this list has not been fetched yet.", hint: "Run it without --offline once."
        )
        var state = BrowseReducer.reduce(BrowseState(columns: 60, lines: 10), .error(error)).0
        state = BrowseReducer.reduce(state, .key(.character("j"))).0

        let rendered = BrowseRenderer.render(state, style: .plain)

        #expect(!rendered.joined().contains("░"), "\(rendered)")
        #expect(rendered[1...3].joined(separator: " ").contains("Nothing cached for daily trending repositories: --offline never touches"), "\(rendered)")
        #expect(rendered[1...4].joined(separator: " ").contains("Run it without --offline once."), "\(rendered)")
        // A list that comes (r, after a fetch) replaces it; another period starts from skeletons.
        let listed = BrowseReducer.reduce(state, .list(TrendingListViewModel(rows: [], records: [], emptyMessage: nil))).0
        #expect(listed.loadFailure == nil)
    }

    @Test("--hyperlinks: each row's name links to its page (OSC 8), widths unchanged (bb41 o2-D3)")
    func hyperlinks() {
        let rendered = BrowseRenderer.render(makeState(columns: 80, lines: 10), style: TextStyle(color: true, hyperlinks: true))
        let linked = rendered.filter { $0.contains("\u{1B}]8;;https://github.com/owner/repo") }
        #expect(linked.count >= 5, "\(rendered)")
        // The selected row's name too, inside its reverse video (bb42 r2-D3).
        #expect(linked.contains { $0.hasPrefix("\u{1B}[7m") }, "\(rendered)")
        #expect(rendered.allSatisfy { DisplayWidth.columns(PTYResult.strippingEscapes($0)) <= 80 })
        #expect(!BrowseRenderer.render(makeState(columns: 80, lines: 10), style: TextStyle(color: true, hyperlinks: false)).joined().contains("\u{1B}]8;"))
    }

    @Test("NO_COLOR: no colour at all, the selection in reverse video")
    func monochrome() {
        let rendered = BrowseRenderer.render(makeState(columns: 80, lines: 10), style: .plain).joined()
        let sgr = try! NSRegularExpression(pattern: "\u{1B}\\[([0-9;]*)m")
        let codes = Set(sgr.matches(in: rendered, range: NSRange(rendered.startIndex..., in: rendered)).map {
            String(rendered[Range($0.range(at: 1), in: rendered)!])
        })
        #expect(codes == ["7", "0"])
    }

    @Test("details beside the list at 100 columns, separated by a rule; the repo in full")
    func sidePane() {
        var state = makeState(columns: 100, lines: 12)
        state.screen = .details
        let rendered = BrowseRenderer.render(state, style: .plain)
        #expect(rendered[1].contains("│") && rendered[1].hasSuffix("owner/漢字repo0"))
        #expect(rendered.contains { $0.contains("https://github.com/owner/repo0") })
    }

    @Test("a row and its details show the period's gain as the list says it")
    func gainLabel() {
        let row = RepoRowViewModel(
            rank: "1", fullName: "o/riser", description: nil, stars: "800", language: nil, created: "6 years ago",
            url: "https://github.com/o/riser", gained: GainText(full: "+1.2k ★ in 24 h", short: "+1.2k ★", cell: "+1.2k")
        )
        var state = BrowseReducer.reduce(
            BrowseState(columns: 100, lines: 10), .list(TrendingListViewModel(rows: [row], records: [], emptyMessage: nil))
        ).0
        #expect(BrowseRenderer.render(state, style: .plain)[1].contains("1. o/riser  ★ 800  +1.2k ★ in 24 h"))
        state.screen = .details
        #expect(BrowseRenderer.render(state, style: .plain).contains { $0.contains("+1.2k ★ in 24 h") })
    }

    @Test("the footer shows how much is loaded, the spinner while refreshing, and measuring progress")
    func footer() {
        var state = makeState(columns: 80, lines: 10)
        state.progress = BrowseProgressViewModel(loaded: "100 of 734", measuring: "measuring 12/100", canLoadMore: true)
        state.isLoading = true
        let footer = BrowseRenderer.render(state, style: .plain).last!
        #expect(footer.contains("⠋ refreshing · measuring 12/100 · 100 of 734 · ? help"))
    }

    @Test("a frame writes every line at first, nothing when unchanged, one line when one changed; all in mode 2026")
    func frames() {
        var sut = FrameWriter()
        let first = sut.frame(["a", "b", "c"])
        #expect(first.hasPrefix(FrameWriter.beginSync) && first.hasSuffix(FrameWriter.endSync))
        #expect(first.contains("\u{1B}[1;1Ha") && first.contains("\u{1B}[3;1Hc"))
        #expect(sut.frame(["a", "b", "c"]).isEmpty)
        let second = sut.frame(["a", "B", "c"])
        #expect(second == FrameWriter.beginSync + "\u{1B}[2;1HB\u{1B}[0m\u{1B}[K" + FrameWriter.endSync)
        sut.invalidate()
        #expect(sut.frame(["a", "B", "c"]).contains("\u{1B}[2J"))
    }

    @Test("a key press to a finished frame stays cheap with 1,000 rows")
    func thousandRows() {
        var state = makeState(columns: 120, lines: 40, rows: 1000)
        var writer = FrameWriter()
        _ = writer.frame(BrowseRenderer.render(state, style: .plain))
        let clock = ContinuousClock()
        // The fastest of several batches: a machine shared with other work slows some batches, not all.
        let batches = (0..<8).map { _ in
            clock.measure {
                for _ in 0..<10 {
                    state = BrowseReducer.reduce(state, .key(.down)).0
                    _ = writer.frame(BrowseRenderer.render(state, style: .plain))
                }
            } / 10
        }
        // About 2 ms in a debug build; the budget is 5 ms in release. Work that grew with the
        // number of rows (1,000 here) would blow well past this bound.
        #expect(batches.min()! < .milliseconds(20), "\(batches)")
    }

    @Test("a help taller than the terminal scrolls, and its last line says how many keys are above and below", arguments: [(40, 10), (100, 20)])
    func helpScrolls(columns: Int, lines: Int) {
        let plain = TextStyle(color: false, hyperlinks: false)
        var state = BrowseReducer.reduce(makeState(columns: columns, lines: lines), .key(.character("?"))).0

        let top = BrowseRenderer.render(state, style: plain)
        #expect(top.count == lines && top.allSatisfy { DisplayWidth.columns($0) <= columns })
        #expect(top.contains { $0.hasPrefix("↑ ↓ j k") })
        #expect(top.contains { $0.range(of: #"^\d+ below: j k PgDn PgUp scroll$"#, options: .regularExpression) != nil }, "\(top)")

        state = BrowseReducer.reduce(state, .key(.end)).0
        let bottom = BrowseRenderer.render(state, style: plain)
        #expect(bottom.contains { $0.hasPrefix("q  Ctrl-C") }, "the last key can be read: \(bottom)")
        #expect(bottom.contains { $0.contains("above: j k PgDn PgUp scroll") } && !bottom.contains { $0.contains("below: j k") }, "\(bottom)")

        // Every key and every word of its meaning is seen on the way down, one line at a time:
        // a meaning too long for its column goes on under itself, never cut with "…".
        state = BrowseReducer.reduce(state, .key(.home)).0
        var seen = Set<String>()
        for _ in 0..<(HelpScreen.keys.count * 3) {
            BrowseRenderer.render(state, style: plain).forEach { seen.insert($0) }
            state = BrowseReducer.reduce(state, .key(.character("j"))).0
        }
        let text = seen.joined(separator: " ")
        for (key, meaning) in HelpScreen.keys {
            // Whole: beside its meaning, or on a line of its own when too wide (bb47 g3-D2).
            #expect(seen.contains { $0.hasPrefix(key + " ") || $0 == key }, "\(key)")
            #expect(meaning.split(separator: " ").allSatisfy { text.contains($0) }, "\(meaning)")
        }
        #expect(BrowseReducer.reduce(state, .key(.character("q"))).0.screen == .list)
    }


    private func makeState(columns: Int, lines: Int, rows: Int = 30) -> BrowseState {
        let models = (0..<rows).map { index in
            RepoRowViewModel(
                rank: String(index + 1), fullName: "owner/漢字repo\(index)", description: "🚀 説明 \(index) with a long tail of words",
                stars: "1.2k", language: "Swift", created: "3 days ago", url: "https://github.com/owner/repo\(index)",
                markers: index % 2 == 0 ? ["NEW"] : ["bookmarked"], isSeen: index % 3 == 0, delta: index % 4 == 0 ? GainText(full: "+12 ★ since 6h ago", short: "+12 ★", cell: "+12") : nil
            )
        }
        let state = BrowseState(columns: columns, lines: lines)
        return BrowseReducer.reduce(state, .list(TrendingListViewModel(rows: models, records: [], emptyMessage: nil))).0
    }
}
