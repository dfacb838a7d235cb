import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingPresentation

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
}
