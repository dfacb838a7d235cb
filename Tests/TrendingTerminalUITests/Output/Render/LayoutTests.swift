import Foundation
import Testing
@testable import TrendingTerminalUI
import TrendingDomain
import TrendingPresentation

/// Every output format against view states, and the width rules at several terminal widths.
@Suite("Layout")
struct LayoutTests {
    @Test("no list line is wider than the terminal", arguments: [20, 40, 60, 80, 120])
    func listFits(width: Int) {
        let text = ListRenderer.render(rows(), width: width, style: TextStyle(color: true, hyperlinks: true))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let visible = stripEscapes(String(line))
            #expect(DisplayWidth.columns(visible) <= width, "\(visible) at \(width)")
        }
    }

    @Test("cuts long descriptions with … on a column boundary")
    func descriptionCut() {
        let lines = ListRenderer.render([row(description: "摸鱼神器：在终端里运行的番茄钟与待办清单")], width: 20).split(separator: "\n")
        #expect(lines[1] == "   摸鱼神器：在终端…", "15 columns of CJK text plus the ellipsis, within 17")
    }

    @Test("cuts a name only when it alone is wider than the line; stars and language move down")
    func headGivesWay() {
        let narrow = ListRenderer.render([row(name: "someone/an-extremely-long-repository-name")], width: 40).split(separator: "\n")
        #expect(narrow[0] == "1. someone/an-extremely-long-repository…", "exactly 40 columns: the name alone, cut")
        #expect(narrow[2] == "   ★ 12.3k · Swift · created 3 days ago")
    }

    @Test("says NEW and bookmarked in words, and dims seen repos only when colour is on")
    func markers() {
        let plain = ListRenderer.render([row(markers: ["NEW", "bookmarked"]), row(rank: "2", seen: true)])
        let colored = ListRenderer.render([row(rank: "1", seen: true)], style: TextStyle(color: true, hyperlinks: false))
        #expect(plain.contains("created 3 days ago · NEW · bookmarked\n"))
        #expect(colored.contains("\u{1B}[2mocto-org/rocket\u{1B}[0m"))
    }

    @Test("aligns table columns within the width, header first")
    func table() {
        let text = TableRenderer.render([row(rank: "1"), row(rank: "10", name: "a/b", language: nil)], width: 70)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix(" #  REPO             STARS  LANGUAGE  CREATED     DESCRIPTION"))
        #expect(lines[1].hasPrefix(" 1  octo-org/rocket  12.3k  Swift     3 days ago  Ships fast"))
        #expect(lines[2].hasPrefix("10  a/b              12.3k            3 days ago  Ships fast"))
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 70 })
    }

    @Test("the table shows GitHub's long language names whole where there is room; only a longer one (hostile) is cut")
    func longLanguages() {
        let text = TableRenderer.render([
            row(language: "Jupyter Notebook"), row(rank: "2", language: "Common Workflow Language"), row(rank: "3", language: String(repeating: "x", count: 40)),
        ], width: 200)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("Jupyter Notebook ") && lines[2].contains("Common Workflow Language "), "\(text)")
        #expect(lines[3].contains(String(repeating: "x", count: 23) + "…"), "\(text)")
    }

    @Test("the table's GAINED column says the span of a gain that is not the window's: +360 (6d)")
    func gainedSpan() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        func gained(_ count: Int, daysBack: Double) -> RepoRowViewModel {
            let gain = StarGain(gained: count, since: now.addingTimeInterval(-daysBack * 86_400), source: .snapshots)
            return RepoRowViewModel(
                rank: "1", fullName: .line("o/n"), description: nil, stars: "1k", language: nil, created: "3 days ago",
                url: "https://github.com/o/n", gained: GainLabel.row(gain, days: 1, now: now, long: false)
            )
        }
        let lines = TableRenderer.render([gained(1234, daysBack: 1), gained(360, daysBack: 6)], width: 80).split(separator: "\n").map(String.init)
        #expect(lines[1].contains("  +1.2k  "))
        #expect(lines[2].contains("  +360 (6d)  "), "\(lines)")
    }

    @Test("drops the table's description rather than squeeze it unreadably")
    func narrowTable() {
        let lines = TableRenderer.render([row()], width: 50).split(separator: "\n").map(String.init)
        #expect(!lines[0].contains("DESCRIPTION"))
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 50 })
    }

    @Test("TSV has a header and exact, uncut, uncoloured values with tabs and newlines (Unicode's line separators too) folded")
    func tsv() {
        let record = RepoRecord(
            rank: 1, fullName: "o/n", owner: "o", name: "n", description: "two\tcolumns\nand\u{2028}lines", language: nil,
            stars: 12_345, forks: 2, url: "https://github.com/o/n", createdAt: "2026-11-22T13:14:15Z", isNew: true
        )
        var fromPage = record
        fromPage.pageRank = 3
        fromPage.discoveredBy = ["page", "search"]
        #expect(TSVRenderer.render([record, fromPage]) == """
            rank\tfull_name\tstars\tstars_delta\tstars_gained\tforks\tlanguage\tcreated_at\tnew\tbookmarked\turl\tdescription\tpage_rank\tdiscovered_by
            1\to/n\t12345\t\t\t2\t\t2026-11-22T13:14:15Z\ttrue\tfalse\thttps://github.com/o/n\ttwo columns and lines\t\t
            1\to/n\t12345\t\t\t2\t\t2026-11-22T13:14:15Z\ttrue\tfalse\thttps://github.com/o/n\ttwo columns and lines\t3\tpage,search

            """)
    }

    @Test("show's badges too long beside the name go on the next line, never dropped")
    func badgesOnTheirOwnLine() {
        let detail = RepoDetailViewModel(fullName: "o/a-rather-long-name", badges: ["archived", "fork"], description: nil, rows: [], url: "u")
        let lines = DetailRenderer.render(detail, width: 24).split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["o/a-rather-long-name", "[archived] [fork]"], "\(lines)")
    }

    @Test("wraps the detail view's description by display columns")
    func detailWraps() {
        let detail = RepoDetailViewModel(fullName: "o/n", badges: ["fork"], description: "one two three four five six", rows: [], url: "u")
        let lines = DetailRenderer.render(detail, width: 12).split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == ["o/n  [fork]", "one two", "three four", "five six"])
    }

    @Test("a labelled value too wide for its line wraps under its column, never cut: show's Trending line keeps when")
    func labelledValuesWrap() {
        let trending = "#2 on GitHub's weekly Rust page for spoken language zh, 1 hour ago (2026-11-23T12:00:00Z)"
        let detail = RepoDetailViewModel(
            fullName: "o/r", badges: [], description: nil, rows: [DetailRow("Stars", "12"), DetailRow("Trending", DisplayText.line(trending))], url: "u"
        )

        let lines = DetailRenderer.render(detail, width: 50).split(separator: "\n").map(String.init)

        #expect(lines.dropFirst(1).prefix(4) == [
            "  Stars     12",
            "  Trending  #2 on GitHub's weekly Rust page for",
            "            spoken language zh, 1 hour ago",
            "            (2026-11-23T12:00:00Z)",
        ], "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 50 } && !lines.joined().contains("…"))
    }

    @Test("on a narrow terminal a value whose word (a count, a date) would not fit beside its label goes under it, whole and within the width")
    func narrowValuesStack() {
        let detail = RepoDetailViewModel(
            fullName: "o/r", badges: [], description: nil,
            rows: [DetailRow("Stars", "12,345"), DetailRow("Forks", "7"), DetailRow("Open issues", "23"), DetailRow("Created", "3 days ago (2026-11-20T12:00:00Z)")],
            url: "u"
        )

        let narrow = DetailRenderer.render(detail, width: 12).split(separator: "\n").map(String.init)
        let medium = DetailRenderer.render(detail, width: 30).split(separator: "\n").map(String.init)

        #expect(narrow.dropFirst(1).prefix(5) == ["  Stars", "    12,345", "  Forks", "    7", "  Open issu…"], "\(narrow)")
        #expect(narrow.allSatisfy { DisplayWidth.columns($0) <= 12 }, "\(narrow)")
        #expect(medium.dropFirst(1).prefix(6) == [
            "  Stars        12,345", "  Forks        7", "  Open issues  23", "  Created", "    3 days ago", "    (2026-11-20T12:00:00Z)",
        ], "\(medium)")
    }

    @Test("a description word wider than the line (a URL) is broken into pieces, never cut: show gives a repo in full")
    func detailBreaksLongWords() {
        let detail = RepoDetailViewModel(
            fullName: "o/n", badges: [], description: "see https://example.com/a/long/path/index.html now", rows: [], url: "u"
        )
        let lines = DetailRenderer.render(detail, width: 12).split(separator: "\n").map(String.init)
        #expect(lines.prefix(6) == ["o/n", "see", "https://exam", "ple.com/a/lo", "ng/path/inde", "x.html now"], "\(lines)")
        #expect(!lines.joined().contains("…"))
    }

    // MARK: - Helpers

    private func rows() -> [RepoRowViewModel] {
        [
            row(), row(rank: "2", name: "lin-wei-dev/mo-yu", description: "摸鱼神器：在终端里运行的番茄钟与待办清单，支持中文输入法和 Emoji 提醒", language: "Go"),
            row(rank: "3", name: "pixel-pals/standup-board", description: "Daily standups 👩‍💻 for remote teams 🇯🇵 with a very long tail of words", markers: ["NEW", "bookmarked"]),
            row(rank: "4", name: "nour-haddad/tashkeel", description: "أداة سطر أوامر لتشكيل النصوص العربية تلقائيًا CLI", language: "Python"),
            row(rank: "10", name: "x/y", description: "e\u{301}e\u{301}e\u{301} combining marks everywhere and on and on and on and on", seen: true),
        ]
    }

    private func row(
        rank: String = "1", name: String = "octo-org/rocket", description: String? = "Ships fast", language: String? = "Swift",
        markers: [String] = [], seen: Bool = false
    ) -> RepoRowViewModel {
        RepoRowViewModel(
            rank: rank, fullName: .line(name), description: description.map(DisplayText.line), stars: "12.3k", language: language.map(DisplayText.line),
            created: "3 days ago", url: "https://github.com/\(name)", markers: markers, isSeen: seen
        )
    }

    private func stripEscapes(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else { out.unicodeScalars.append(scalar); continue }
            if scalars.first == "[" {
                while let next = scalars.popFirst(), !(0x40...0x7E).contains(next.value) || next == "[" {}
            } else if scalars.first == "]" {
                while let next = scalars.popFirst() {
                    if next == "\u{1B}" { _ = scalars.popFirst(); break }
                }
            }
        }
        return out
    }
}
