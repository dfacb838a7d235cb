import Foundation
import Testing
@testable import TrendingData

/// The scanner's fast paths against the slow ways they replace: `Double(String)` for numbers,
/// `JSONDecoder` for escaped strings.
@Suite("JSONByteScanner")
struct JSONByteScannerTests {
    @Test("a number reads as Double(String) reads it, on the fast path and off it")
    func doubles() {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "1", "-1", "0.5", "0.1", "0.000123", "1763912345", "1763912345.5", "1763912345.6789012",
                     "9007199254740992", "9007199254740993", "12345678901234567890", "0.30000000000000004",
                     "1234567890123456789.5", "179769313486231570000000000000000000", "0.0000000000000000000000001"]
        for _ in 0..<2000 {
            let value = Double.random(in: 1_000_000_000...2_000_000_000, using: &generator)
            texts.append("\(value)")
            texts.append("\(Int.random(in: -1_000_000...1_000_000, using: &generator))")
            texts.append("\(Double.random(in: 0...1, using: &generator))")
        }
        for text in texts where !text.contains("e") {
            #expect(read(text) == Double(text), "\(text)")
        }
        for refused in ["1e3", "01", "1.", "-", ".5", "1.5E2", String(repeating: "1", count: 41)] {
            #expect(read(refused) == nil, "\(refused)")
        }
    }

    @Test("escapes decode as JSONDecoder decodes them; a lone surrogate is left to it")
    func escapes() throws {
        for text in [#"owner\/name"#, #"tab\there"#, #"\"quoted\" \\ back"#, #"\u00e9t\u00E9"#, #"\ud83d\ude00 face"#, #"\b\f\n\r"#, "plain"] {
            let decoded = try JSONDecoder().decode(String.self, from: Data("\"\(text)\"".utf8))
            #expect(Array(text.utf8).withUnsafeBytes { JSONEscapes.unescape($0) } == decoded, "\(text)")
        }
        for lone in [#"\ud83d"#, #"\ude00"#, #"\ud83d\u0041"#] {
            #expect(Array(lone.utf8).withUnsafeBytes { JSONEscapes.unescape($0) } == nil, "\(lone)")
        }
    }

    @Test("a string reads as JSONDecoder reads it, whatever falls where in an eight-byte word")
    func stringsAtEveryOffset() throws {
        let specials = [#"\""#, #"\\"#, #"\/"#, "é", "🚀", #"\u00e9"#, #"\ud83d\ude00"#, "\u{7F}", "~"]
        for length in 0..<20 {
            for special in specials {
                for position in 0...length {
                    let plain = String(repeating: "a", count: length)
                    let text = String(plain.prefix(position)) + special + String(plain.dropFirst(position))
                    let json = "\"\(text)\""
                    let decoded = try JSONDecoder().decode(String.self, from: Data(json.utf8))
                    let read = Array(json.utf8).withUnsafeBytes { raw -> String? in
                        var scanner = JSONByteScanner(raw)
                        return scanner.stringSpan().flatMap { scanner.string($0) }
                    }
                    #expect(read == decoded, "\(json)")
                }
            }
        }
        for refused in ["\"a\u{01}bcdefghij\"", "\"abcdefghij\u{1F}\"", "\"abcdefghij", "\"abc\\x\""] {
            let span = Array(refused.utf8).withUnsafeBytes { raw -> Bool in
                var scanner = JSONByteScanner(raw)
                return scanner.stringSpan() != nil
            }
            #expect(!span, "\(refused)")
        }
    }

    @Test("eight plain bytes are told from any that holds a quote, backslash, control or non-ASCII byte")
    func plainWords() {
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        #expect(JSONByteScanner.plainASCII(word(Array("abcdefgh".utf8))))
        #expect(JSONByteScanner.plainASCII(word(Array(" ~!#[]{}".utf8))))
        for position in 0..<8 {
            for bad: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x80, 0xFF] {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = bad
                #expect(!JSONByteScanner.plainASCII(word(bytes)), "\(bad) at \(position)")
            }
        }
    }

    private func read(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBytes { raw in
            var scanner = JSONByteScanner(raw)
            return scanner.double()
        }
    }
}
