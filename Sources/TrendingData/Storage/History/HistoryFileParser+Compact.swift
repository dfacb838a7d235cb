#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HistoryFileParser.Parser {
    /// `[[t,s],…]` written without spaces, as this tool writes it, read in one tight loop:
    /// a list reads ten thousand pairs from a big history. Nil, with `index` unmoved, on
    /// anything else (a space, a sign, an implausible pair); the general path then decides.
    mutating func compactPairs() -> [HistoryFileParser.Pair]? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), index < bytes.count else { return nil }
        // The last byte that is not a digit: a run of digits that starts before it ends at it
        // or sooner, so the digit loops need no bound check, and every read up to it is in bounds.
        var last = bytes.count - 1
        while last > index, base[last] &- UInt8(ascii: "0") < 10 { last -= 1 }
        var position = index
        guard base[position] == UInt8(ascii: "[") else { return nil }
        position += 1
        guard position <= last else { return nil }
        if base[position] == UInt8(ascii: "]") {
            index = position + 1
            return []
        }
        // A pair takes 18 bytes or so; the next key's quote ends the array.
        let quote = memchr(base + position, Int32(UInt8(ascii: "\"")), last + 1 - position)
        let span = quote.map { UnsafeRawPointer($0) - UnsafeRawPointer(base + position) } ?? (last + 1 - position)
        var result: [HistoryFileParser.Pair] = []
        result.reserveCapacity(min(span / 16 + 1, 4096))
        while true {
            guard position < last, base[position] == UInt8(ascii: "[") else { return nil }
            position += 1
            guard let time = Self.digits(base, &position, last: last), base[position] == UInt8(ascii: ","), position < last else { return nil }
            position += 1
            guard let stars = Self.digits(base, &position, last: last), base[position] == UInt8(ascii: "]"),
                  PlausibleDate.contains(Double(time)), PlausibleCount.contains(stars), position < last
            else { return nil }
            position += 1
            result.append(HistoryFileParser.Pair(time: time, stars: stars))
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

    /// The tail of `[[t,s],…]` from its last pair before `since` (`StarSnapshot.tail`), read
    /// back from the array's end: a list measures a day's gain from the last day's snapshots,
    /// and passes over the month before as `skipPairs` passes over a repo it does not show.
    /// The array ends at the last `]` before the next key's `"`. Nil, with `index` unmoved, on
    /// anything but the compact shape (a space, a sign, an implausible pair read); the caller
    /// then reads the whole array.
    mutating func tailPairs(since: Double) -> [HistoryFileParser.Pair]? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), index < bytes.count,
              base[index] == UInt8(ascii: "[")
        else { return nil }
        let open = index
        let limit = memchr(base + open, Int32(UInt8(ascii: "\"")), bytes.count - open).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
            ?? bytes.count
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
    /// in `position` and must lie after `floor`; nil when there are none or too many.
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
        guard position < end, position > floor, base[position] &- UInt8(ascii: "0") >= 10 else { return nil }
        return value
    }

    /// 1 to 18 digits from `position`, which must not pass the last byte that is not a digit;
    /// nil when there are none, too many, or a fraction or exponent follows (not this file's shape).
    @inline(__always)
    private static func digits(_ base: UnsafePointer<UInt8>, _ position: inout Int, last: Int) -> Int? {
        let start = position
        var value = 0
        // Eight at once when the next eight bytes, all before `last`, are digits: a time has ten.
        if position + 8 <= last {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self).littleEndian
            if JSONByteScanner.allDigits(word) {
                value = Int(Self.eightDigits(word))
                position += 8
            }
        }
        while true {
            let digit = base[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ Int(digit)
            position += 1
        }
        guard position > start, position - start <= 18 else { return nil }
        switch base[position] {
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
        default: return value
        }
    }

    /// Eight ASCII digits, the first in the lowest byte, as one number: pairs, then fours,
    /// then eight, each step a multiply and an add that carry no lane into the next.
    @inline(__always)
    static func eightDigits(_ word: UInt64) -> UInt64 {
        var value = word &- 0x3030_3030_3030_3030
        value = (value &* 10 &+ (value >> 8)) & 0x00FF_00FF_00FF_00FF
        value = (value &* 100 &+ (value >> 16)) & 0x0000_FFFF_0000_FFFF
        return (value &* 10000 &+ (value >> 32)) & 0x0000_0000_FFFF_FFFF
    }
}
