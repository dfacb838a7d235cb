import Foundation
import Testing
import TrendingTestSupport
import TrendingDomain

/// Properties of the sanitizer over many generated strings, from a fixed seed so a failure
/// reproduces exactly.
@Suite("TextSanitizer properties")
struct SanitizerPropertyTests {
    @Test("sanitizing twice equals sanitizing once")
    func idempotent() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<3000 {
            let text = randomText(using: &generator)
            let once = TextSanitizer.sanitize(text)
            #expect(TextSanitizer.sanitize(once) == once, "\(text.debugDescription)")
        }
    }

    @Test("no control character survives, other than tab and newline")
    func noControls() {
        var generator = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<3000 {
            let text = randomText(using: &generator)
            for output in [TextSanitizer.sanitize(text), TextSanitizer.display(text), TextSanitizer.singleLine(text)] {
                let survivors = output.unicodeScalars.filter { scalar in
                    scalar != "\t" && scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                }
                #expect(survivors.isEmpty, "\(text.debugDescription) → \(output.debugDescription)")
            }
            #expect(!TextSanitizer.singleLine(text).contains { $0 == "\n" || $0 == "\t" })
        }
    }

    @Test("printable text passes unchanged")
    func printableUnchanged() {
        var generator = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<3000 {
            let text = randomPrintable(using: &generator)
            #expect(TextSanitizer.sanitize(text) == text, "\(text.debugDescription)")
        }
    }

    // MARK: - Helpers

    /// Printable pieces from many scripts, with tab and newline.
    private let printable: [String] = [
        "a", "Z", "0", " ", "~", "[", "]", "\\", ";", "&amp;", "\t", "\n", "é", "e\u{301}", "摸", "鱼", "ふ", "한",
        "👩‍💻", "🇯🇵", "🚀", "أ", "ש", "\u{200D}", "\u{00A0}", "™", "𝔘",
    ]

    /// Control pieces: raw controls and whole or broken escape sequences.
    private let hostile: [String] = [
        "\u{1B}", "\u{1B}[", "\u{1B}[2J", "\u{1B}[31;1m", "\u{1B}]52;c;aGk=\u{07}", "\u{1B}]8;;https://x\u{1B}\\",
        "\u{1B}]0;title", "\u{9B}", "\u{9B}31m", "\u{9D}8;;x\u{9C}", "\u{07}", "\u{0}", "\u{7F}", "\r", "\u{08}",
        "\u{85}", "\u{9F}", "\u{1B}P+q\u{1B}\\", "&#27;[2J", "&#x9b;",
    ]

    private func randomText(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator) ? printable.randomElement(using: &generator)! : hostile.randomElement(using: &generator)!
        }.joined()
    }

    private func randomPrintable(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in printable.randomElement(using: &generator)! }.joined()
    }
}
