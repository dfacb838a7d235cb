import Testing
@testable import TrendingData
import TrendingDomain

@Suite("PageText")
struct PageTextTests {
    @Test("makes a page's text one plain line: entities decoded, the page's typographic ones too, HTML white space folded")
    func oneLine() {
        #expect(line("\n    Fast&nbsp;&amp;\t small&hellip; &mdash; &#x1F680;\r\n  ") == "Fast & small… — 🚀")
        #expect(line(" \n\u{200B}\u{1B}[2J\t") == nil)
    }

    @Test("keeps the domain's one rule for untrusted text: what TextSanitizer removes goes, what it keeps stays", arguments: [
        "a\u{1B}[2Jb", "copy\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}me", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "x\u{9B}31my", "nul\u{0}del\u{7F}", "safe\u{202E}txt.exe", "\u{2066}isolated\u{2069}", "dangling\u{1B}",
        "unterminated\u{1B}]52;c;abc", "apc\u{9F}kept", "dcs\u{1B}Pkept", "esc&#27;[31mred", "zero\u{200B}width\u{FEFF}",
    ])
    func sanitizerRule(text: String) {
        #expect(line(text) == TextSanitizer.line(HTMLEntityDecoder.decode(text, names: .html)))
    }

    @Test("stops at the limit, never ending on a space")
    func limit() {
        #expect(PageText.line(Array("abc def".utf8)[...], limit: 4) == "abc")
        #expect(PageText.line(Array("abc def".utf8)[...], limit: 5) == "abc d")
    }

    @Test("decodes text already decoded no further: the cache's text reads back as it was stored")
    func decodedOnce() {
        let stored = "A <b> B &lt;i&gt; C &amp; D esc&#27;[31mRED"
        #expect(PageText.line(Array(stored.utf8)[...], limit: 1000, decodingEntities: false) == stored)
        #expect(line("esc&amp;#27;[31mRED") == "esc&#27;[31mRED")
    }

    // MARK: - Helpers

    private func line(_ text: String) -> String? {
        PageText.line(Array(text.utf8)[...], limit: 1000)
    }
}
