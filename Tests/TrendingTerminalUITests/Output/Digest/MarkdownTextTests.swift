import Testing
@testable import TrendingTerminalUI
import TrendingTestSupport

@Suite("MarkdownText: hostile text renders as text")
struct MarkdownTextTests {
    @Test("escapes every character that could start markup", arguments: [
        ("[click](javascript:alert(1))", ##"\[click\]\(javascript:alert\(1\)\)"##),
        ("<img src=x onerror=alert(1)>", ##"\<img src=x onerror=alert\(1\)\>"##),
        ("<script>alert(1)</script>", ##"\<script\>alert\(1\)\</script\>"##),
        ("**bold** _it_ ~~gone~~", ##"\*\*bold\*\* \_it\_ \~\~gone\~\~"##),
        ("`code` and ```fence```", ##"\`code\` and \`\`\`fence\`\`\`"##),
        ("| a | b |", ##"\| a \| b \|"##),
        (##"back\slash \[not escaped"##, ##"back\\slash \\\[not escaped"##),
        ("&lt;b&gt; &amp; &#60;", ##"\&lt;b\&gt; \&amp; \&\#60;"##),
        ("![img](x) $math$ #1", ##"\!\[img\]\(x\) \$math\$ \#1"##),
        ("Plain: a fast, small tool.", "Plain: a fast, small tool."),
    ])
    func escapes(input: String, expected: String) {
        #expect(MarkdownText.escape(input) == expected)
    }

    @Test("breaks GFM's autolinks, mentions and email links", arguments: [
        ("see https://evil.example/x", ##"see https\://evil.example/x"##),
        ("visit www.evil.example", ##"visit www\.evil.example"##),
        ("WWW.EVIL.EXAMPLE", ##"WWW\.EVIL.EXAMPLE"##),
        ("mail me@evil.example, @someone", "mail me\u{2060}\\@evil.example, \u{2060}\\@someone"),
        ("mailto:me@evil.example xmpp:foo@evil.example", "mailto:me\u{2060}\\@evil.example xmpp:foo\u{2060}\\@evil.example"),
        ("ftp:\u{7}//evil", ##"ftp\://evil"##),
    ])
    func autolinks(input: String, expected: String) {
        #expect(MarkdownText.escape(input) == expected)
    }

    @Test("folds line breaks to spaces and drops control characters, so an item stays one line")
    func oneLine() {
        let escaped = MarkdownText.escape("line one\n\n# Heading\r\n- item\u{2028}end\u{1B}[31m\u{9B}2J\u{7F}")

        #expect(escaped == ##"line one \# Heading - item end\[31m2J"##)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("leaves no markup character unescaped in any mix of them")
    func property() {
        let specials: [Character] = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "(", ")", "#", "!", "@"]
        var generator = SplitMix64(seed: 15)
        for _ in 0..<200 {
            let input = String((0..<20).map { _ in (specials + ["a", " ", "\n"]).randomElement(using: &generator)! })
            let escaped = Array(MarkdownText.escape(input))
            var index = 0
            while index < escaped.count {
                if escaped[index] == "\\" {
                    #expect(index + 1 < escaped.count && specials.contains(escaped[index + 1]), "a lone backslash in \(String(escaped))")
                    index += 2
                    continue
                }
                #expect(!specials.contains(escaped[index]), "unescaped \(escaped[index]) in \(String(escaped))")
                index += 1
            }
        }
    }
}
