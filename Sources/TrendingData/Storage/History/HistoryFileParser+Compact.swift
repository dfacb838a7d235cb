extension HistoryFileParser.Parser {
    /// `[[t,s],…]` written without spaces, as this tool writes it, read in one tight loop:
    /// a list reads ten thousand pairs from a big history. Nil, with `index` unmoved, on
    /// anything else (a space, a sign, an implausible pair); the general path then decides.
    mutating func compactPairs() -> [HistoryFileParser.Pair]? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let end = bytes.count
        var position = index
        guard position < end, base[position] == UInt8(ascii: "[") else { return nil }
        position += 1
        var result: [HistoryFileParser.Pair] = []
        if position < end, base[position] == UInt8(ascii: "]") {
            index = position + 1
            return result
        }
        /// Up to 18 digits, not followed by a fraction or exponent.
        func digits() -> Int? {
            let start = position
            var value = 0
            while position < end, base[position] &- UInt8(ascii: "0") < 10, position - start < 18 {
                value = value &* 10 &+ Int(base[position] &- UInt8(ascii: "0"))
                position += 1
            }
            guard position > start, position < end else { return nil }
            switch base[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: return value
            }
        }
        while true {
            guard position < end, base[position] == UInt8(ascii: "[") else { return nil }
            position += 1
            guard let time = digits(), base[position] == UInt8(ascii: ",") else { return nil }
            position += 1
            guard let stars = digits(), base[position] == UInt8(ascii: "]"),
                  PlausibleDate.contains(Double(time)), PlausibleCount.contains(stars)
            else { return nil }
            position += 1
            result.append(HistoryFileParser.Pair(time: time, stars: stars))
            guard position < end else { return nil }
            if base[position] == UInt8(ascii: ",") {
                position += 1
            } else if base[position] == UInt8(ascii: "]") {
                index = position + 1
                return result
            } else {
                return nil
            }
        }
    }
}
