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

    /// 1 to 18 digits from `position`, which must not pass the last byte that is not a digit;
    /// nil when there are none, too many, a leading zero, or a fraction or exponent follows.
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
        // JSON's rule, as `JSONByteScanner.integer()` keeps it: no leading zero.
        guard position > start, position - start <= 18, base[start] != UInt8(ascii: "0") || position - start == 1 else { return nil }
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
