import Testing
import TrendingDomain

@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test("removes escape sequences whole", arguments: [
        ("a\u{1B}[2Jb", "ab"), ("a\u{1B}[31;1mred\u{1B}[0m", "ared"),
        ("copy\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}me", "copyme"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("x\u{9B}31my", "xy"), ("bell\u{07}", "bell"), ("nul\u{0}del\u{7F}", "nuldel"),
        ("cr\roverwrite", "cr\noverwrite"), ("crlf\r\nend", "crlf\nend"), ("nel\u{85}ff\u{0C}vt\u{0B}end", "nel\nff\nvt\nend"), ("dangling\u{1B}", "dangling"), ("unterminated\u{1B}]52;c;abc", "unterminated52;c;abc"), ("apc\u{9F}kept", "apckept"), ("dcs\u{1B}Pkept", "dcskept"), ("dcs\u{1B}Plost text\u{1B}[31mred", "dcslost textred"), ("osc\u{1B}]0;title\u{1B}[0mend", "osc0;titleend"),
        ("safe\u{202E}txt.exe", "safetxt.exe"), ("\u{2066}isolated\u{2069}", "isolated"),
        // ISO 2022 and other intermediates: the final byte goes too (`tput sgr0` prints ESC ( B).
        ("a\u{1B}(Bb", "ab"), ("a\u{1B} Fb", "ab"), ("a\u{1B}$(Cb", "ab"), ("a\u{1B}#8b", "ab"), ("a\u{1B}7b", "ab"),
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
