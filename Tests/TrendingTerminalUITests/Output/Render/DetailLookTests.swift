import Testing
import TrendingPresentation
@testable import TrendingTerminalUI

/// One look per role, in `show` and in browse's details pane alike (README, Output formats).
@Suite("Detail looks")
struct DetailLookTests {
    private let style = TextStyle(color: true, hyperlinks: false)
    private let details = RepoDetailViewModel(
        fullName: "octo-org/rocket", badges: [], description: nil,
        rows: [
            DetailRow("Stars", "9,812"), DetailRow("Gained", "+9.8k in 24 h"), DetailRow("Language", "Swift"),
            DetailRow("Created", "22 hours ago (2026-11-22T13:14:15Z)"), DetailRow("Forks", "644"),
        ],
        url: "https://github.com/octo-org/rocket"
    )

    @Test("show: stars and gains yellow, the language cyan, ages and labels dim, as in the list (bb46 d3-D1)")
    func show() {
        let out = DetailRenderer.render(details, width: 100, style: style)

        #expect(out.contains(style.stars("9,812")) && out.contains(style.gain("+9.8k in 24 h")))
        #expect(out.contains(style.language("Swift")))
        #expect(out.contains(style.muted("22 hours ago (2026-11-22T13:14:15Z)")))
        #expect(out.contains("644") && !out.contains(style.stars("644")), "a count of no role stays plain")
    }

    @Test("browse's pane: the same looks, the label dim and the value coloured, never a green gains line (bb46 d3-D1)")
    func pane() {
        let row = RepoRowViewModel(
            rank: "1", fullName: "octo-org/rocket", description: nil, stars: "9.8k", language: "Swift", created: "22 hours ago", url: "https://github.com/octo-org/rocket"
        )
        let lines = DetailPane.lines(row, details: details, width: 60, height: 20, style: style)

        #expect(lines.contains { $0.contains(style.dim("Gained   ")) && $0.contains(style.gain("+9.8k in 24 h")) }, "\(lines)")
        #expect(lines.contains { $0.contains(style.stars("9,812")) })
        #expect(lines.contains { $0.contains(style.language("Swift")) })
        #expect(lines.contains { $0.contains(style.muted("22 hours ago (2026-11-22T13:14:15Z)")) })
        #expect(!lines.contains { $0.contains(style.green("Gained")) })
    }
}
