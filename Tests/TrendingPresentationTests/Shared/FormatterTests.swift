import Foundation
import Testing
import TrendingPresentation

@Suite("CompactCountFormatter")
struct CompactCountFormatterTests {
    @Test("abbreviates with one decimal", arguments: [
        (0, "0"), (999, "999"), (1000, "1.0k"), (1049, "1.0k"), (1050, "1.1k"), (12_345, "12.3k"),
        (999_949, "999.9k"), (999_950, "1.0M"), (1_234_567, "1.2M"), (3_000_000_000, "3.0B"), (5_000_000_000, "5.0B"),
    ] as [(Int, String)])
    func compact(count: Int, expected: String) {
        #expect(CompactCountFormatter.string(count) == expected)
    }

    @Test("groups thousands in the long form", arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (12_345, "12,345"), (5_000_000_000, "5,000,000,000"),
    ])
    func long(count: Int, expected: String) {
        #expect(CompactCountFormatter.long(count) == expected)
    }
}

@Suite("RelativeDateFormatter")
struct RelativeDateFormatterTests {
    @Test("says how long ago, in the largest whole unit", arguments: [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"), (3 * 60, "3 minutes ago"),
        (3600, "1 hour ago"), (5 * 3600 + 59 * 60, "5 hours ago"), (86_400, "1 day ago"), (3 * 86_400, "3 days ago"),
        (45 * 86_400, "1 month ago"), (400 * 86_400, "1 year ago"),
    ] as [(Double, String)])
    func past(secondsAgo: Double, expected: String) {
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(-secondsAgo), relativeTo: now) == expected)
    }

    @Test("survives any duration a server could cause", arguments: [Double.infinity, -.infinity, .nan, 1e300, -1e300])
    func extremes(seconds: Double) {
        let date = Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(seconds)
        #expect(!RelativeDateFormatter.string(for: date, relativeTo: now).isEmpty)
        #expect(!RelativeDateFormatter.short(for: date, relativeTo: now).isEmpty)
        #expect(!RelativeDateFormatter.amount(seconds).isEmpty)
    }

    @Test("says when a date is in the future")
    func future() {
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(30), relativeTo: now) == "just now")
        #expect(RelativeDateFormatter.string(for: now.addingTimeInterval(7200), relativeTo: now) == "in 2 hours")
    }
}

@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test("removes escape sequences whole", arguments: [
        ("a\u{1B}[2Jb", "ab"), ("a\u{1B}[31;1mred\u{1B}[0m", "ared"),
        ("copy\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}me", "copyme"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("x\u{9B}31my", "xy"), ("bell\u{07}", "bell"), ("nul\u{0}del\u{7F}", "nuldel"),
        ("cr\roverwrite", "cr\noverwrite"), ("crlf\r\nend", "crlf\nend"), ("nel\u{85}ff\u{0C}vt\u{0B}end", "nel\nff\nvt\nend"), ("dangling\u{1B}", "dangling"), ("unterminated\u{1B}]52;c;abc", "unterminated52;c;abc"), ("apc\u{9F}kept", "apckept"), ("dcs\u{1B}Pkept", "dcskept"),
        ("safe\u{202E}txt.exe", "safetxt.exe"), ("\u{2066}isolated\u{2069}", "isolated"),
    ])
    func strips(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test("keeps tabs, newlines and every printable script unchanged", arguments: [
        "plain ASCII", "tab\tand\nnewline", "摸鱼神器：番茄钟", "ふりがな", "👩‍💻 🇯🇵 emoji", "أداة تشكيل النصوص", "עברית",
        "e\u{301}", "[2J looks like an escape but is text",
    ])
    func keepsPrintable(text: String) {
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test("folds line breaks and tabs to single spaces for one-line fields")
    func singleLine() {
        #expect(TextSanitizer.singleLine("a\n\nb\tc  d\u{1B}[2J") == "a b c d")
        #expect(TextSanitizer.singleLine("line\u{2028}separator\u{2029}paragraph") == "line separator paragraph")
    }
}
