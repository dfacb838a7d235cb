/// The numbers a trending page shows: `12,345` on the stargazers and forks links and in
/// `1,234 stars today`. Comma-grouped digits only, within `PlausibleCount`; anything else
/// reads as no number.
enum PageCount {
    static func parse(_ text: some StringProtocol) -> Int? {
        var digits = 0
        var value = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9":
                digits += 1
                guard digits <= 13 else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            case ",":
                guard digits > 0 else { return nil }
            default:
                return nil
            }
        }
        guard digits > 0, text.last != ",", PlausibleCount.contains(value) else { return nil }
        return value
    }

    /// The N of "N stars today", "N stars this week", "N stars this month" (and "1 star today").
    static func periodStars(in text: String) -> Int? {
        let words = text.split(separator: " ", maxSplits: 8)
        guard words.count >= 3 else { return nil }
        for index in 0..<(words.count - 2) {
            let unit = words[index + 1].lowercased()
            guard unit == "stars" || unit == "star" else { continue }
            let rest = words[(index + 2)...].map { $0.lowercased() }
            let period = rest.first == "today" || (rest.count >= 2 && rest[0] == "this" && (rest[1] == "week" || rest[1] == "month"))
            if period, let count = parse(words[index]) { return count }
        }
        return nil
    }
}
