import Testing
@testable import TrendingTerminalUI

@Suite("MarkdownWrap")
struct MarkdownWrapTests {
    @Test("a short item stays on one line")
    func short() {
        #expect(MarkdownWrap.item(head: "- [a/b](https://github.com/a/b)", units: ["·", "★ 5", "—", "Ships", "fast"])
            == "- [a/b](https://github.com/a/b) · ★ 5 — Ships fast")
    }

    @Test("a wrapped line never starts a list, a setext underline or an ordered list", arguments: [
        ("-x", "\\-x"), ("+1.2k", "\\+1.2k"), ("===", "\\==="), ("12.", "12\\."), ("1.5", "1\\.5"), ("word", "word"),
    ])
    func guards(unit: String, expected: String) {
        let head = "- [a/b](https://github.com/a/b)" + String(repeating: "x", count: 68)

        #expect(MarkdownWrap.item(head: head, units: [unit]) == head + "\n  " + expected)
    }

    @Test("a unit wider than a line is cut between escapes, never inside one, within 100 columns")
    func longUnit() {
        let unit = String(repeating: "\\*", count: 300)

        let lines = MarkdownWrap.item(head: "- [a/b](u)", units: [unit]).split(separator: "\n").dropFirst()

        #expect(lines.count == 7)
        #expect(lines.allSatisfy { $0.count <= MarkdownWrap.width && $0.hasPrefix("  \\*") && $0.hasSuffix("\\*") })
        #expect(lines.map { $0.dropFirst(2) }.joined() == unit)
    }

    @Test("a run of escaped backslashes is cut between its pairs like any long unit, within 100 columns")
    func escapedBackslashes() {
        let unit = String(repeating: "\\\\", count: 300)

        let lines = MarkdownWrap.item(head: "- [a/b](u)", units: [unit]).split(separator: "\n").dropFirst()

        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= MarkdownWrap.width && $0.utf8.count <= MarkdownWrap.maximumBytes }, "\(lines.map(\.count))")
        #expect(lines.allSatisfy { $0.dropFirst(2).count % 2 == 0 }, "never between a backslash and the one it escapes")
        #expect(lines.map { $0.dropFirst(2) }.joined() == unit)
    }

    @Test("a character with thousands of combining marks is cut by bytes: no line passes the byte cap")
    func zalgo() {
        let unit = "e" + String(repeating: "\u{301}", count: 5_000)

        let lines = MarkdownWrap.item(head: "- [a/b](u)", units: [unit]).split(separator: "\n")

        #expect(lines.allSatisfy { $0.utf8.count <= MarkdownWrap.maximumBytes })
    }
}
