import Testing
import TrendingTestSupport
@testable import TrendingTerminalUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
    // MARK: - columns

    @Test("counts one column per character when the text is printable ASCII", arguments: [
        ("", 0), ("a", 1), ("hello", 5), ("octo-org/rocket", 15), ("  ~!@#$%^&*()_+{}|:\"<>?  ", 25),
    ])
    func ascii(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts the marks this tool prints, ★ … ·, as one column each, and as clusters when something joins them", arguments: [
        ("★ 9.8k", 6), ("+1.2k ★ in 24 h", 15), ("a … b", 5), (" · ", 3), ("★★★", 3), ("…", 1),
        ("★\u{FE0F}", 1), ("★\u{301}", 1), ("e\u{301}★", 2), ("★中", 3), ("★\t", 1), ("\u{E2}", 1),
    ])
    func marks(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
        // The same as measuring cluster by cluster.
        #expect(text.map { DisplayWidth.columns(String($0)) }.reduce(0, +) == expected)
    }

    @Test("counts two columns per character when the script is East Asian wide", arguments: [
        ("摸鱼神器", 8), // CJK Unified Ideographs
        ("ひらがな", 8), // Hiragana
        ("カタカナー", 10), // Katakana with the prolonged sound mark
        ("한국어", 6), // Hangul syllables
        ("Ａ", 2), // fullwidth Latin
        ("！１", 4), // fullwidth punctuation and digit
        ("￥", 2), // fullwidth yen (FFE5)
        ("　", 2), // ideographic space
        ("、。「」", 8), // CJK punctuation
        ("𠀋", 2), // CJK extension B, outside the BMP
        ("Swift 製の CLI", 14),
    ])
    func eastAsianWide(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts one column when a character is halfwidth or ambiguous", arguments: [
        ("ｶﾀｶﾅ", 4), // halfwidth Katakana (FF61–FFDC are not wide)
        ("…", 1), ("★", 1), ("é", 1), ("Ωπ", 2), ("Привет", 6),
    ])
    func narrow(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts two columns when a cluster is an emoji presentation sequence", arguments: [
        ("🚀", 2),
        ("👩\u{200D}👩\u{200D}👧\u{200D}👦", 2), // ZWJ family
        ("👩\u{200D}💻", 2), // ZWJ profession
        ("🇯🇵", 2), // regional-indicator flag
        ("1\u{FE0F}\u{20E3}", 2), // keycap
        ("❤\u{FE0F}", 2), // text-default heart with VS16
        ("❤\u{FE0F}\u{200D}🔥", 2), // ZWJ sequence on a text-default base
        ("👍🏽", 2), // skin tone modifier
        ("☝🏽", 2), // skin tone on a text-default hand
        ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2), // tag sequence (England)
        ("🇯🇵🇫🇷", 4), // two flags, not one odd pairing
        ("ship it 🚀!", 11),
    ])
    func emoji(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts one column when an emoji-capable symbol has text presentation", arguments: [
        ("❤", 1), ("☺", 1), ("1\u{20E3}", 1), ("a\u{FE0F}", 1),
    ])
    func textPresentation(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts combining marks as zero when they follow a base", arguments: [
        ("e\u{301}", 1), // e + combining acute
        ("a\u{301}\u{308}\u{323}\u{330}", 1), // a + four stacked marks
        ("cafe\u{301}", 4),
        ("\u{1100}\u{1161}\u{11A8}", 2), // Hangul Jamo L V T, drawn as one syllable
        ("か\u{3099}", 2), // kana + combining voiced sound mark
        ("Z\u{20DD}", 1), // enclosing circle
    ])
    func combining(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts one column per letter when the script is right-to-left", arguments: [
        ("مرحبا", 5), // Arabic
        ("שלום", 4), // Hebrew
        ("مَرْحَبًا", 5), // Arabic with harakat (fatha, sukun, fathatan)
        ("שָׁלוֹם", 4), // Hebrew with niqqud
    ])
    func rightToLeft(text: String, expected: Int) {
        #expect(DisplayWidth.columns(text) == expected)
    }

    @Test("counts zero columns when the text is only invisible characters", arguments: [
        "\u{200D}", "\u{200C}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{202E}", "\u{061C}",
        "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{FE0F}", "\u{301}", "\u{200B}\u{200D}\u{2060}",
        "\u{07}", "\u{1B}", "\u{85}", "\r\n",
    ])
    func zeroWidth(text: String) {
        #expect(DisplayWidth.columns(text) == 0)
    }

    @Test("counts a soft hyphen as one column because terminals draw it as a hyphen")
    func softHyphen() {
        #expect(DisplayWidth.columns("\u{00AD}") == 1)
        #expect(DisplayWidth.columns("hy\u{00AD}phen") == 7)
    }

    @Test("ignores invisible characters when they sit between visible ones")
    func invisibleBetween() {
        #expect(DisplayWidth.columns("a\u{200B}b\u{2060}c\u{200E}") == 3)
        #expect(DisplayWidth.columns("\u{2067}שלום\u{2069} world") == 10)
    }

    // MARK: - truncate

    @Test("returns the text unchanged when it fits", arguments: [
        ("hello", 10), ("hello", 5), ("摸鱼神器", 8), ("👩\u{200D}👩\u{200D}👧\u{200D}👦", 2), ("", 0), ("", 3),
    ])
    func truncateFits(text: String, limit: Int) {
        #expect(DisplayWidth.truncate(text, toColumns: limit) == text)
    }

    @Test("cuts ASCII and appends an ellipsis when the text is too long", arguments: [
        ("hello world", 8, "hello w…"), ("hello world", 10, "hello wor…"), ("hello", 4, "hel…"),
        ("hello", 2, "h…"),
    ])
    func truncateASCII(text: String, limit: Int, expected: String) {
        let result = DisplayWidth.truncate(text, toColumns: limit)
        #expect(result == expected)
        #expect(DisplayWidth.columns(result) == limit)
    }

    @Test("cuts wide text on a column boundary, one column short when the limit is odd", arguments: [
        (7, "摸鱼神…", 7), (6, "摸鱼…", 5), (5, "摸鱼…", 5), (4, "摸…", 3), (2, "…", 1),
    ])
    func truncateWide(limit: Int, expected: String, width: Int) {
        let result = DisplayWidth.truncate("摸鱼神器", toColumns: limit)
        #expect(result == expected)
        #expect(DisplayWidth.columns(result) == width)
    }

    @Test("never splits a cluster when the cut falls inside or just before it", arguments: [
        ("ab👩\u{200D}👩\u{200D}👧\u{200D}👦cd", 4, "ab…"),
        ("ab👩\u{200D}👩\u{200D}👧\u{200D}👦cd", 5, "ab👩\u{200D}👩\u{200D}👧\u{200D}👦…"),
        ("🇯🇵🇫🇷x", 4, "🇯🇵…"),
        ("🇯🇵🇫🇷x", 3, "🇯🇵…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("1\u{FE0F}\u{20E3}23", 2, "…"),
    ])
    func truncateClusters(text: String, limit: Int, expected: String) {
        let result = DisplayWidth.truncate(text, toColumns: limit)
        // Compare scalars: String equality is canonical, so it would accept a recomposed é.
        #expect(Array(result.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(DisplayWidth.columns(result) <= limit)
    }

    @Test("returns nothing when the limit is zero or negative", arguments: [0, -1, -80])
    func truncateNoRoom(limit: Int) {
        #expect(DisplayWidth.truncate("hello", toColumns: limit) == "")
        #expect(DisplayWidth.truncate("摸鱼", toColumns: limit) == "")
    }

    @Test("returns only the ellipsis when the limit is one column and the text is longer")
    func truncateOneColumn() {
        #expect(DisplayWidth.truncate("hello", toColumns: 1) == "…")
        #expect(DisplayWidth.truncate("摸鱼", toColumns: 1) == "…")
        #expect(DisplayWidth.truncate("a", toColumns: 1) == "a")
    }

    @Test("keeps what fits without the ellipsis when the limit is narrower than the ellipsis")
    func truncateNarrowerThanEllipsis() {
        #expect(DisplayWidth.truncate("hello", toColumns: 2, ellipsis: "...") == "he")
        #expect(DisplayWidth.truncate("摸鱼神器", toColumns: 3, ellipsis: "...") == "...")
        #expect(DisplayWidth.truncate("摸鱼神器", toColumns: 2, ellipsis: "...") == "摸")
        #expect(DisplayWidth.truncate("hello world", toColumns: 8, ellipsis: "...") == "hello...")
    }

    @Test("measures mixed text as the sum of its clusters measured one by one")
    func columnsAreAdditive() {
        var random = SplitMix64(seed: 0x636F_6C75_6D6E_73)
        for _ in 0..<500 {
            let text = mixedText(using: &random)
            let clusterSum = text.reduce(0) { $0 + DisplayWidth.columns(String($1)) }
            #expect(DisplayWidth.columns(text) == clusterSum, "\(text.debugDescription)")
        }
        // An Arabic number sign prepends to the digit after it: one cluster, and a terminal draws
        // both (wcwidth 1 each), so a run of them cannot hide columns (bb33 l-D1).
        #expect(DisplayWidth.columns("\u{0600}12") == 3)
        #expect(DisplayWidth.columns("a\u{0600}12") == 4)
        #expect(DisplayWidth.columns("\u{0600}\u{0600}\u{0600}1") == 4)
    }

    @Test("a cluster that is no emoji takes what its scalars take in a terminal: Hindi conjuncts and vowel signs, Thai vowels, stray skin tones (bb33 l-D1)")
    func clustersAsTerminalsDraw() {
        #expect(DisplayWidth.columns("\u{0915}\u{094D}\u{0937}") == 2, "क्ष: two letters, the virama draws nothing")
        #expect(DisplayWidth.columns("\u{0915}\u{093E}") == 2, "का: the spacing vowel sign takes a column")
        #expect(DisplayWidth.columns("\u{0E17}\u{0E33}") == 2, "ทำ: sara am takes a column")
        #expect(DisplayWidth.columns("\u{0E17}\u{0E35}\u{0E48}") == 1, "ที่: marks above draw nothing")
        #expect(DisplayWidth.columns("x\u{1F3FB}\u{1F3FB}\u{1F3FB}") == 7, "stray skin tones, 2 each")
        #expect(DisplayWidth.columns("\u{261D}\u{1F3FB}") == 2, "a skin tone on a base that takes one: one emoji")
        #expect(DisplayWidth.columns("\u{1F1FA}\u{1F1F8}") == 2, "a flag")
        #expect(DisplayWidth.columns("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}") == 2, "a family")
        #expect(DisplayWidth.columns("\u{1100}\u{1161}\u{11A8}") == 2, "a Hangul syllable of jamo")
        #expect(DisplayWidth.columns("\u{4E2D}\u{0301}") == 2)
        let hindi = "यह एक तेज़ और सरल कमांड लाइन उपकरण है जो रिपॉजिटरी दिखाता है"
        for limit in [10, 20, 40] {
            #expect(DisplayWidth.columns(DisplayWidth.truncate(hindi, toColumns: limit)) <= limit)
        }
    }

    @Test("stays within the limit, keeps whole clusters and loses at most one column for any mix")
    func truncateProperty() throws {
        var random = SplitMix64(seed: 0x7472_656E_6469_6E67)
        for _ in 0..<300 {
            let text = mixedText(using: &random)
            let width = DisplayWidth.columns(text)
            for limit in 0...40 {
                let result = DisplayWidth.truncate(text, toColumns: limit)
                let resultWidth = DisplayWidth.columns(result)
                #expect(resultWidth <= limit, "\(text.debugDescription) at \(limit)")
                guard limit > 0 else {
                    #expect(result.isEmpty)
                    continue
                }
                if width <= limit {
                    #expect(result == text)
                    continue
                }
                #expect(result.utf8.reversed().starts(with: "…".utf8.reversed()))
                let body = try #require(String(result.utf8.dropLast("…".utf8.count)))
                // A byte prefix of the input that ends where one of its Characters ends.
                #expect(text.utf8.starts(with: body.utf8), "\(text.debugDescription) at \(limit)")
                let characters = text.prefix(body.count)
                #expect(characters.utf8.count == body.utf8.count, "\(text.debugDescription) at \(limit)")
                // The longest such prefix: only a 2-wide cluster at the boundary may waste a column.
                #expect(resultWidth >= limit - 1, "\(text.debugDescription) at \(limit)")
            }
        }
    }

    // MARK: - Helpers

    /// Pieces a description might contain; concatenating them also forms new clusters at joins.
    private static let pieces = [
        "a", "Z", " ", "-", "swift", "rocket", "摸", "鱼神器", "ひら", "カ", "한", "Ａ", "ｶ", "🚀", "👍🏽",
        "👩\u{200D}👩\u{200D}👧\u{200D}👦", "👩\u{200D}💻", "🇯🇵", "🇫", "1\u{FE0F}\u{20E3}", "❤\u{FE0F}", "❤",
        "e\u{301}", "\u{301}", "\u{200B}", "\u{200D}", "\u{00AD}", "مَرْحَبًا", "שלום", "é", "…", "\u{1100}\u{1161}",
    ]

    private func mixedText(using random: inout SplitMix64) -> String {
        let count = Int(random.next() % 24)
        var text = ""
        for _ in 0..<count {
            text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
        }
        return text
    }
}
