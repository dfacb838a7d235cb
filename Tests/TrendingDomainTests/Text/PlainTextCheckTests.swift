import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingDomain

/// `TextSanitizer.isPlain` reads eight bytes at a time; these hold it to the byte-by-byte rule.
@Suite("TextSanitizer: the plain-text check")
struct PlainTextCheckTests {
    @Test("a word is printable ASCII exactly when each of its bytes is 0x20–0x7E, whatever byte sits where")
    func wordCheckMatchesBytes() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(TextSanitizer.isPrintableASCII(word) == (0x20...0x7E).contains(value), "byte \(value) at \(position)")
            }
        }
    }

    @Test("random words: the word check agrees with the bytes")
    func randomWords() {
        var generator = SplitMix64(seed: 0x5EED_00A5)
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xC2, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in Bool.random(using: &generator) ? edges.randomElement(using: &generator)! : UInt8.random(in: 0x20...0x7E, using: &generator) }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(TextSanitizer.isPrintableASCII(word) == bytes.allSatisfy { (0x20...0x7E).contains($0) }, "\(bytes)")
        }
    }

    @Test("text of any length is plain exactly when the byte-by-byte rule says so", arguments: 0..<24)
    func plainAtEveryOffset(length: Int) {
        let plain = String(repeating: "x", count: length)
        #expect(TextSanitizer.isPlain(plain))
        for index in 0..<length {
            for odd in ["\u{1B}", "\t", "\u{7F}", "\u{85}", "\u{200B}", "★", "\u{FEFF}"] {
                var text = Array(plain)
                text[index] = Character(odd)
                #expect(!TextSanitizer.isPlain(String(text)), "\(odd.debugDescription) at \(index) of \(length)")
            }
            var accented = Array(plain)
            accented[index] = "é"
            #expect(TextSanitizer.isPlain(String(accented)), "é at \(index) of \(length)")
        }
    }

    @Test("no scalar the sanitizer removes or changes passes for plain text")
    func everyActedOnScalarIsNotPlain() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), TextSanitizer.isInvisible(scalar) || TextSanitizer.isControl(scalar) else { continue }
            #expect(!TextSanitizer.isPlain("x" + String(Character(scalar)) + "y"), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("invisible spoofing characters go: word joiner, invisible operators, Hangul fillers, annotation marks, tags")
    func invisibles() {
        let hidden = "a\u{2060}b\u{2062}c\u{180E}d\u{3164}e\u{FFA0}f\u{FFF9}g\u{E0041}\u{E007F}h\u{206F}i"
        #expect(TextSanitizer.display(hidden) == "abcdefghi")
        #expect(TextSanitizer.singleLine(hidden) == "abcdefghi")
        #expect(TextSanitizer.display("e\u{301} \u{200D}\u{200C}") == "e\u{301} \u{200D}\u{200C}", "combining marks, ZWJ and ZWNJ stay")
        // Format controls and variation selectors past the emoji ones, which can carry hidden text (bb33 l-D3).
        let smuggled = "a\u{034F}b\u{1D173}c\u{1BCA0}d\u{13430}e\u{E0100}\u{E01EF}f"
        #expect(TextSanitizer.display(smuggled) == "abcdef" && TextSanitizer.singleLine(smuggled) == "abcdef")
        #expect(TextSanitizer.display("\u{2764}\u{FE0F}") == "\u{2764}\u{FE0F}", "VS16 stays for emoji")
    }

    @Test("entity-free plain text is plain text with no &, at every offset and length", arguments: 0..<20)
    func entityFree(length: Int) {
        let plain = String(repeating: "x", count: length)
        #expect(TextSanitizer.isPlain(plain, entityFree: true))
        for index in 0..<length {
            var text = Array(plain)
            text[index] = "&"
            let withAmpersand = String(text)
            #expect(!TextSanitizer.isPlain(withAmpersand, entityFree: true), "& at \(index) of \(length)")
            #expect(TextSanitizer.isPlain(withAmpersand), "& alone is plain for the sanitizer")
        }
    }

    @Test("what the one-pass check lets through is what decoding and sanitizing would leave as it is")
    func fastPathExact() {
        var generator = SplitMix64(seed: 0x5EED_00A6)
        let pieces = ["a", "Z", " ", "&", "&amp;", "&#39;", "é", "★", "\u{1B}", "\t", "\u{200B}", "漢", "~", "\u{7F}"]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let plain = TextSanitizer.isPlain(text, entityFree: true)
            #expect(plain == (TextSanitizer.isPlain(text) && !text.contains("&")), "\(text.debugDescription)")
            if plain {
                #expect(TextSanitizer.singleLine(text) == text && TextSanitizer.display(text) == text)
                #expect(TextSanitizer.line(HTMLEntityDecoder.decode(text)) == text, "the long way leaves it as it is too")
            }
        }
    }
}
