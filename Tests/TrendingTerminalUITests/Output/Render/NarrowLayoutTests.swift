import Testing
@testable import TrendingTerminalUI
import TrendingPresentation

/// Narrow terminals: the repo name is the last thing cut, and a gain is never cut mid-token.
@Suite("Narrow layout")
struct NarrowLayoutTests {
    static let thirtyColumns = "someone-long/thirty-col-name-x"

    @Test("at 40 columns a 30-column name stays whole; the language moves to the last line")
    func languageMoves() {
        let lines = lines(ListRenderer.render([row(name: "someone/twenty-five-col-nm")], width: 40))

        #expect(lines[0] == "1. someone/twenty-five-col-nm  ★ 12.3k")
        #expect(lines[1] == "   Swift · created 3 days ago")
    }

    @Test("at 40 columns a 30-column name stays whole; stars and language move", arguments: [1, 10, 100])
    func starsMove(rank: Int) {
        #expect(Self.thirtyColumns.count == 30)
        let rows = (1...rank).map { row(rank: String($0), name: Self.thirtyColumns) }
        let lines = lines(ListRenderer.render(rows, width: 40))
        let last = lines.suffix(2)

        #expect(last.first!.hasSuffix(Self.thirtyColumns), "whole: \(last.first!)")
        #expect(last.last!.trimmingPrefix(while: { $0 == " " }).hasPrefix("★ 12.3k · Swift"))
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 40 })
    }

    @Test("the last line drops whole parts, the age and language first; a gain loses its 'since' before it goes, never cut")
    func footerGivesWay() {
        let gained = row(name: Self.thirtyColumns, markers: ["NEW", "bookmarked"], delta: GainText(full: "+1.2k ★ since 6h ago", short: "+1.2k ★", cell: "+1.2k"))

        let at40 = lines(ListRenderer.render([gained], width: 40))
        let at30 = lines(ListRenderer.render([gained], width: 30))
        let at20 = lines(ListRenderer.render([gained], width: 20))

        #expect(at40[1] == "   ★ 12.3k · +1.2k ★ · NEW · bookmarked")
        #expect(at30[1] == "   ★ 12.3k · NEW · bookmarked")
        #expect(at20[1] == "   ★ 12.3k · NEW")
        for line in at40 + at30 + at20 {
            #expect(!line.contains("+1.2k ★ s") || line.contains("+1.2k ★ since 6h ago"), "no half gain: \(line)")
            #expect(!line.contains("+1.") || line.contains("+1.2k"), "no cut digits: \(line)")
        }
    }

    @Test("the table drops whole columns (description, age, language, marks, gains, stars) before it cuts the name",
          arguments: [(90, ["#", "REPO", "STARS", "GAINED", "LANGUAGE", "CREATED", "FLAGS", "DESCRIPTION"]),
                      (80, ["#", "REPO", "STARS", "GAINED", "LANGUAGE", "CREATED", "FLAGS"]),
                      (70, ["#", "REPO", "STARS", "GAINED", "LANGUAGE", "FLAGS"]),
                      (60, ["#", "REPO", "STARS", "GAINED", "FLAGS"]),
                      (50, ["#", "REPO", "STARS", "GAINED"]),
                      (40, ["#", "REPO", "STARS"]),
                      (33, ["#", "REPO"]),
                      (20, ["#", "REPO"])])
    func tableDrops(width: Int, titles: [String]) {
        let rows = [row(name: Self.thirtyColumns, description: "Ships fast", markers: ["NEW"], delta: GainText(full: "+1.2k ★ since 6h ago", short: "+1.2k ★", cell: "+1.2k"))]

        let lines = lines(TableRenderer.render(rows, width: width))

        #expect(lines[0].split(separator: " ").map(String.init) == titles)
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= width })
        #expect(lines[1].contains(Self.thirtyColumns) == (width >= 33), "the name whole while it fits: \(lines[1])")
        #expect(!lines[1].contains("+1.") || lines[1].contains("+1.2k"))
    }

    @Test("narrower than a rank and a name's first letter, the table is the name alone, cut: no line wider (bb38 c2-D3)", arguments: [1, 3, 4, 5, 6])
    func tableTiny(width: Int) {
        let rows = (1...100).map { row(rank: String($0)) }

        let lines = lines(TableRenderer.render(rows, width: width))

        #expect(lines.count == 101)
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= width }, "\(lines.prefix(3))")
    }

    @Test("a saved repo on a narrow line moves its stars and language to the next line before it drops the language")
    func savedRowNarrow() {
        let row = SavedRepoRowViewModel(fullName: "octo-org/rocket", summary: "★ 12.3k  JavaScript", description: nil, when: "bookmarked just now", record: [])
        #expect(DetailRenderer.render([row], width: 40).hasPrefix("octo-org/rocket  ★ 12.3k  JavaScript\n"))
        #expect(DetailRenderer.render([row], width: 30).hasPrefix("octo-org/rocket\n  ★ 12.3k  JavaScript\n"), "never dropped while a line of its own holds it")
        #expect(DetailRenderer.render([row], width: 20).hasPrefix("octo-org/rocket\n  ★ 12.3k\n"), "a long name: the stars on the next line")
    }

    @Test("a saved repo's name links to its page when hyperlinks are on, and only then")
    func savedRowLinks() {
        let row = SavedRepoRowViewModel(fullName: "o/r", summary: nil, description: nil, when: "hidden just now", url: "https://github.com/o/r", record: [])
        let linked = DetailRenderer.render([row], style: TextStyle(color: true, hyperlinks: true))
        let plain = DetailRenderer.render([row], style: TextStyle(color: true, hyperlinks: false))

        #expect(linked.hasPrefix("\u{1B}]8;;https://github.com/o/r\u{1B}\\"), "\(linked.debugDescription)")
        #expect(!plain.contains("\u{1B}]8"))
    }

    @Test("the same roles have the same style in the list, the table, bookmarks and show")
    func oneLook() {
        let style = TextStyle(color: true, hyperlinks: false)
        let list = ListRenderer.render([row(markers: ["NEW", "bookmarked"]), row(rank: "2", seen: true)], style: style)
        let table = TableRenderer.render([row(markers: ["NEW", "bookmarked"]), row(rank: "2", seen: true)], style: style)
        let saved = DetailRenderer.render([SavedRepoRowViewModel(fullName: "o/r", summary: "★ 12.3k  Swift", description: nil, when: "bookmarked 1 day ago", record: [])], style: style)
        let detail = DetailRenderer.render(
            RepoDetailViewModel(fullName: "o/r", badges: ["bookmarked"], description: nil, rows: [DetailRow("Stars", "12,345"), DetailRow("Language", "Swift")], url: "u"),
            style: style
        )

        for text in [list, table] {
            #expect(text.contains(style.marker("NEW")) && text.contains(style.green("NEW")))
            #expect(text.contains(style.magenta("bookmarked")))
            #expect(text.contains(style.dim("octo-org/rocket")), "seen repos dim")
            #expect(text.contains(style.bold("octo-org/rocket")))
            #expect(text.contains(style.yellow(text == list ? "★ 12.3k" : "12.3k")))
            #expect(text.contains(style.cyan("Swift")))
        }
        #expect(saved.contains(style.yellow("★ 12.3k")) && saved.contains(style.cyan("Swift")) && saved.contains(style.bold("o/r")))
        #expect(detail.contains(style.magenta("bookmarked")) && detail.contains(style.yellow("12,345")) && detail.contains(style.cyan("Swift")))
    }

    // MARK: - Helpers

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func row(
        rank: String = "1", name: String = "octo-org/rocket", description: String? = nil, markers: [String] = [], seen: Bool = false,
        delta: GainText? = nil
    ) -> RepoRowViewModel {
        RepoRowViewModel(
            rank: rank, fullName: .line(name), description: description.map(DisplayText.line), stars: "12.3k", language: "Swift",
            created: "3 days ago", url: "https://github.com/\(name)", markers: markers, isSeen: seen, delta: delta
        )
    }
}
