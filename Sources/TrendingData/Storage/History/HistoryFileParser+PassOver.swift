#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a list does not read of a history: the repos it does not show, and the older part of
/// the series it does. Both find a series' end the same way: holding only numbers, the array
/// ends at the last `]` before the next key's `"`, found with the C library's vector search.
extension HistoryFileParser.Parser {
    /// Passes over `[[t,s],…]` without building it: a big history is mostly repos a list does
    /// not show, so this must not look at each byte. It checks the ends, `[[` or `[]` and
    /// `]]`; the pairs between are read in full, and checked, whenever the history is updated.
    mutating func skipPairs() -> Bool {
        guard scanner.consume(UInt8(ascii: "[")) else { return false }
        if scanner.consume(UInt8(ascii: "]")) { return true }
        guard scanner.peek() == UInt8(ascii: "[") else { return false }
        index += 1
        guard let first = scanner.peek(), first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { return false }
        let limit = nextQuote(from: index)
        // Back from the key: a few bytes (`],` or `]}` and spaces).
        var end = limit - 1
        while end > index, bytes[end] != UInt8(ascii: "]") { end -= 1 }
        // The last pair's own `]` comes just before the array's, spaces aside.
        var before = end - 1
        while before > index, Self.isSpace(bytes[before]) { before -= 1 }
        guard before > index, bytes[before] == UInt8(ascii: "]") else { return false }
        index = end + 1
        return true
    }

    /// The tail of `[[t,s],…]` from its last pair before `since` (`StarSnapshot.tail`), read
    /// back from the array's end, so a list passes over the month before its window. Nil, with
    /// `index` unmoved, on anything but the compact shape; the caller then reads the whole array.
    mutating func tailPairs(since: Double) -> [HistoryFileParser.Pair]? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), index < bytes.count,
              base[index] == UInt8(ascii: "[")
        else { return nil }
        let open = index
        let limit = nextQuote(from: open)
        // Back from the next key over `,` and `}` (the compact shape has no space) to the `]`.
        var close = limit - 1
        while close > open, base[close] == UInt8(ascii: ",") || base[close] == UInt8(ascii: "}") { close -= 1 }
        guard close > open, base[close] == UInt8(ascii: "]") else { return nil }
        var result: [HistoryFileParser.Pair] = []
        // A day's hourly snapshots, or so: most tails fit without growing.
        result.reserveCapacity(32)
        var position = close - 1
        if position > open || base[position] != UInt8(ascii: "[") {
            while true {
                // `[t,s]`, backwards: the pair's `]`, the stars, `,`, the time, `[`.
                guard position > open, base[position] == UInt8(ascii: "]") else { return nil }
                position -= 1
                guard let stars = Self.digitsBack(base, &position, floor: open), base[position] == UInt8(ascii: ",") else { return nil }
                position -= 1
                guard let time = Self.digitsBack(base, &position, floor: open), base[position] == UInt8(ascii: "["), position > open,
                      PlausibleDate.contains(Double(time)), PlausibleCount.contains(stars)
                else { return nil }
                position -= 1
                result.append(HistoryFileParser.Pair(time: time, stars: stars))
                if Double(time) < since || position == open { break }
                guard base[position] == UInt8(ascii: ",") else { return nil }
                position -= 1
            }
        }
        index = close + 1
        result.reverse()
        return result
    }

    /// 1 to 18 digits ending at `position`, read back to the byte before them, which is left
    /// in `position` and must lie after `floor`; nil when there are none, too many, or a leading zero.
    @inline(__always)
    private static func digitsBack(_ base: UnsafePointer<UInt8>, _ position: inout Int, floor: Int) -> Int? {
        let end = position
        var value = 0, scale = 1
        // The last eight at once when all eight are digits: a time has ten.
        if position - 8 > floor {
            let word = UnsafeRawPointer(base + position - 7).loadUnaligned(as: UInt64.self).littleEndian
            if JSONByteScanner.allDigits(word) {
                value = Int(Self.eightDigits(word))
                scale = 100_000_000
                position -= 8
            }
        }
        while position > floor, end - position < 18 {
            let digit = base[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value &+= Int(digit) &* scale
            scale &*= 10
            position -= 1
        }
        // JSON's rule, as `JSONByteScanner.integer()` keeps it: no leading zero.
        guard position < end, position > floor, base[position] &- UInt8(ascii: "0") >= 10,
              end - position == 1 || base[position + 1] != UInt8(ascii: "0")
        else { return nil }
        return value
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// Where the next `"` is from `start` (the next key's, after a series), else the end.
    func nextQuote(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        return memchr(base + start, Int32(UInt8(ascii: "\"")), bytes.count - start).map { base.distance(to: UnsafeRawPointer($0)) }
            ?? bytes.count
    }
}
