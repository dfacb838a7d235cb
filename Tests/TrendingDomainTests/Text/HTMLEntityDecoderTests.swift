import Testing
import TrendingDomain

@Suite("HTMLEntityDecoder")
struct HTMLEntityDecoderTests {
    @Test("decodes named and numeric entities", arguments: [
        ("Fast &amp; small &lt;3 &#39;quoted&#39;", "Fast & small <3 'quoted'"), ("&quot;hi&quot; &gt; &apos;", "\"hi\" > '"),
        ("&#x1F680; launch", "🚀 launch"), ("&#X41;&#66;", "AB"), ("a&nbsp;b", "a\u{00A0}b"),
    ])
    func decodes(input: String, expected: String) {
        #expect(HTMLEntityDecoder.decode(input) == expected)
    }

    @Test("leaves text that only looks like an entity alone", arguments: [
        "AT&T", "a & b", "&unknown;", "&#;", "&#xZZ;", "&#0;", "&#1114112;", "&amp", "& amp;", "&#55296;",
    ])
    func leavesAlone(input: String) {
        #expect(HTMLEntityDecoder.decode(input) == input)
    }

    @Test("decodes once: an escaped entity stays an entity")
    func once() {
        #expect(HTMLEntityDecoder.decode("&amp;lt;") == "&lt;")
    }

    @Test("a numeric entity for a control character is decoded, then removed by display")
    func controlEntity() {
        #expect(TextSanitizer.display("a&#27;[2Jb&#x9b;2J c") == "ab c")
    }

    @Test("decodes an HTML page's typographic names only when asked for them")
    func pageNames() {
        #expect(HTMLEntityDecoder.decode("wait&hellip; &ldquo;yes&rdquo; &amp; no") == "wait&hellip; &ldquo;yes&rdquo; & no")
        #expect(HTMLEntityDecoder.decode("wait&hellip; &ldquo;yes&rdquo; &amp; no", names: .html) == "wait… “yes” & no")
    }

    @Test("an HTML page's letters, symbols and punctuation by name read as the API's text: caf&eacute; is café")
    func pageLetters() {
        let page = "caf&eacute; &Auml;rger a&ntilde;o 5&euro; 2&times;3 a&rarr;b &alpha; &szlig; o&sol;r &bull; &unknown;"
        #expect(HTMLEntityDecoder.decode(page, names: .html) == "café Ärger año 5€ 2×3 a→b α ß o/r • &unknown;")
        #expect(HTMLEntityDecoder.decode(page) == page, "the API's text carries XML's five and &nbsp; only")
        // As a browser reads them: capital names, and 128–159 as Windows-1252's characters.
        #expect(HTMLEntityDecoder.decode("a &AMP; b 2024&#150;2026 &#x93;q&#x94;", names: .html) == "a & b 2024–2026 “q”")
        // HTML 5's punctuation names, and its angle brackets (not HTML 4's).
        #expect(HTMLEntityDecoder.decode("a&lbrack;1&rbrack; &lbrace;x&rbrace; &OpenCurlyQuote;q&CloseCurlyQuote; &bullet; wait&mldr; &lang;T&rang;", names: .html)
            == "a[1] {x} ‘q’ • wait… ⟨T⟩")
    }

    @Test("every name of HTML 5's table, two-character ones too, and numeric references as a browser reads them (bb24 a-D8)")
    func html5Table() {
        #expect(HTMLEntityDecoder.decode("done &check; &star; &fjlig; &NotEqualTilde; sp&ThickSpace;x &Afr; &acE;", names: .html)
            == "done ✓ ☆ fj \u{2242}\u{338} sp\u{205F}\u{200A}x \u{1D504} \u{223E}\u{333}")
        // Without ';' to the first non-digit; a number naming no character is U+FFFD.
        #expect(HTMLEntityDecoder.decode("&#128512 x&#x1F680y &#0; &#xD800; &#x110000; &#99999999999;", names: .html) == "😀 x🚀y \u{FFFD} \u{FFFD} \u{FFFD} \u{FFFD}")
        #expect(HTMLEntityDecoder.decode("&#; &#x; &#xZZ;", names: .html) == "&#; &#x; &#xZZ;")
    }

    @Test("HTML's older names stand without their ';' in a page's text, the longest first; in an attribute not before a letter, digit or '='")
    func legacyWithoutSemicolon() {
        #expect(HTMLEntityDecoder.decode("caf&eacute bar &copy2024 R&amp D &notit; &frac12x &euro &hellip x", names: .html)
            == "café bar ©2024 R& D ¬it; ½x &euro &hellip x", "only HTML 3.2's names go without ';'")
        #expect(HTMLEntityDecoder.decode("caf&eacute", names: .basic) == "caf&eacute", "the API's text: XML's names, with ';'")
        #expect(HTMLEntityDecoder.decode("/a?b=1&copy=2&amp x&lt", names: .html, inAttribute: true) == "/a?b=1&copy=2& x<")
    }
}
