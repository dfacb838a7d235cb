/// A part of the token: any run of `fragmentLength` letters of its secret, masked as the whole
/// token is, in the same disguises (a server quoting it back cut short shows nothing of it).
extension TokenMask {
    /// The fewest letters of the secret, in a row, that count as a part of it: 8 of GitHub's 36
    /// random ones (or more) are no text's by chance.
    public static let fragmentLength = 8

    /// What a part of the token is looked for in: GitHub's secret after its short prefix (`ghp_`,
    /// `github_pat_`: the prefix alone is public), or the whole token without one; nil for a token
    /// under 16 letters, whose parts would be common words.
    public static func fragmentSecret(_ token: String) -> [Unicode.Scalar]? {
        var secret = Array(token.unicodeScalars)
        if let underscore = secret.prefix(12).lastIndex(of: "_"), secret.count - underscore - 1 >= 20 {
            secret = Array(secret[(underscore + 1)...])
        }
        return secret.count >= 16 ? secret : nil
    }

    /// `text` with every run of at least `fragmentLength` units matching consecutive letters of
    /// `secret` masked (decoded as `pass` decodes, invisible characters and escape sequences
    /// between letters passed over).
    static func fragments(_ text: String, secret: [Unicode.Scalar], with mask: String) -> String {
        guard text.utf8.count >= fragmentLength, mayHoldFragment(text, secret: secret) else { return text }
        let scalars = Array(text.unicodeScalars)
        // Where each letter (as ASCII, lower case) stands in the secret.
        var places: [UInt32: [Int]] = [:]
        for (offset, scalar) in secret.enumerated() { places[folded(scalar), default: []].append(offset) }
        let units = DisguisedText.decoded(scalars)
        var output = String.UnicodeScalarView()
        var copied = 0, index = 0
        while index < units.count {
            var longest: (end: Int, matched: Int)?
            for start in places[folded(units[index].scalar)] ?? [] {
                let run = runEnd(in: units, from: index, secret[start...])
                if run.matched >= fragmentLength, run.matched > longest?.matched ?? 0 { longest = run }
            }
            if let longest, !isNumber(units, index..<longest.end) {
                output.append(contentsOf: scalars[copied..<units[index].start])
                output.append(contentsOf: mask.unicodeScalars)
                copied = units[longest.end - 1].end
                index = longest.end
                continue
            }
            index += 1
        }
        guard copied > 0 else { return text }
        output.append(contentsOf: scalars[copied...])
        return String(output)
    }

    /// Whether `range` is digits alone within a number (no letter beside it): a count such as
    /// `12345678` is GitHub's, not a part of the token, and masking it would break `--json`.
    static func isNumber(_ units: [Unit], _ range: Range<Int>) -> Bool {
        let isDigit = { (unit: Unit) in (0x30...0x39).contains(unit.scalar.value) }
        let isLetter = { (unit: Unit) in unit.scalar.properties.isAlphabetic || unit.scalar == "_" }
        guard units[range].allSatisfy(isDigit) else { return false }
        let before = units[..<range.lowerBound].reversed().prefix { isDigit($0) || isLetter($0) }
        let after = units[range.upperBound...].prefix { isDigit($0) || isLetter($0) }
        return !before.contains(where: isLetter) && !after.contains(where: isLetter)
    }

    /// Whether `text` may hold a part of `secret`: any text that could disguise one (a byte past
    /// ASCII, a control, `%` or `&`), else plain ASCII holding one of its runs of
    /// `fragmentLength` letters in some case. Most text is the latter and holds none: one pass.
    static func mayHoldFragment(_ text: String, secret: [Unicode.Scalar]) -> Bool {
        guard secret.allSatisfy(\.isASCII) else { return true }
        var windows = Set<UInt64>()
        let folded = secret.map { lower(UInt8($0.value)) }
        for start in 0...(folded.count - fragmentLength) {
            windows.insert(folded[start..<(start + fragmentLength)].reduce(0) { $0 << 8 | UInt64($1) })
        }
        var value: UInt64 = 0, count = 0
        for byte in text.utf8 {
            if byte >= 0x7F || byte < 0x20 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "&") { return true }
            value = value << 8 | UInt64(lower(byte))
            count += 1
            if count >= fragmentLength, windows.contains(value) { return true }
        }
        return false
    }

    /// Printable ASCII with no `%` or `&`: nothing in it decodes, hides or escapes.
    static func isPlain(_ bytes: String.UTF8View) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") && $0 != UInt8(ascii: "&") }
    }

    /// Whether `needle` is in `bytes`, ASCII letters in any case.
    static func containsFolded(_ bytes: String.UTF8View, _ needle: [UInt8]) -> Bool {
        let haystack = Array(bytes), folded = needle.map(lower)
        guard let first = folded.first, haystack.count >= folded.count else { return false }
        var index = 0
        while index <= haystack.count - folded.count {
            if lower(haystack[index]) == first, (1..<folded.count).allSatisfy({ lower(haystack[index + $0]) == folded[$0] }) { return true }
            index += 1
        }
        return false
    }

    static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// How far `needle`'s first letters match from `start` (`matchEnd`'s rule, stopping where the
    /// next letter differs): where the run ends and how many letters it holds.
    static func runEnd(in units: [Unit], from start: Int, _ needle: ArraySlice<Unicode.Scalar>) -> (end: Int, matched: Int) {
        var position = start, matched = 0, end = start
        while matched < needle.count, position < units.count {
            if same(units[position].scalar, needle[needle.startIndex + matched]) {
                matched += 1
                position += 1
                end = position
            } else if matched > 0, let skip = escapeSequenceEnd(in: units, at: position) {
                position = skip
            } else if isInvisible(units[position].scalar) {
                position += 1
            } else {
                break
            }
        }
        return (end, matched)
    }

    /// A scalar as `same` compares it: its ASCII form, letters in lower case.
    static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = ascii(scalar)
        return (0x41...0x5A).contains(value) ? value | 0x20 : value
    }
}
