import Testing
@testable import TrendingTerminalUI

@Suite("XMLText: hostile text stays text, and legal XML")
struct XMLTextTests {
    @Test("turns the XML specials into entities")
    func specials() {
        #expect(XMLText.escape(#"<a href="x" title='y'>&amp;</a>]]>"#)
            == "&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;amp;&lt;/a&gt;]]&gt;")
    }

    @Test("removes C0 controls but tab and newline, DEL, C1 controls and XML's non-characters")
    func controls() {
        let c0 = (0x00...0x1F).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let c1 = (0x7F...0x9F).compactMap(Unicode.Scalar.init).map(String.init).joined()

        #expect(XMLText.escape("a" + c0 + "b" + c1 + "c\u{FFFE}\u{FFFF}d") == "a\t\nbcd")
    }

    @Test("keeps every other character, CJK and emoji included")
    func printable() {
        #expect(XMLText.escape("火箭 🚀 naïve — ★") == "火箭 🚀 naïve — ★")
    }
}
