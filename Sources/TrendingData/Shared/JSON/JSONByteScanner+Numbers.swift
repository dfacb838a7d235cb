#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers, read in one pass over their bytes: what `JSONEncoder` writes (a count, a time), or
/// nil for anything else (an exponent, a long one), so the caller falls back.
extension JSONByteScanner {
    /// An integer written plainly, `-?(0|[1-9][0-9]*)`, of at most 18 digits, not followed by a
    /// fraction or exponent; nil (the caller falls back) for anything else.
    mutating func integer() -> Int? {
        skipSpace()
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var value = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            // Past 18 digits the number is refused below; counting on must not overflow.
            if position - digitsStart < 18 { value = value * 10 + Int(bytes[position] - 0x30) }
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, digits <= 18, digits == 1 || bytes[digitsStart] != 0x30 else { return nil }
        if position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: break
            }
        }
        index = position
        return negative ? -value : value
    }

    /// An integer written plainly with more than 18 digits, as `Int.max` (or `Int.min` when
    /// negative); nil for anything else.
    mutating func integerBeyondRange() -> Int? {
        skipSpace()
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        guard position - digitsStart > 18, bytes[digitsStart] != 0x30 else { return nil }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) { return nil }
        index = position
        return negative ? Int.min : Int.max
    }

    /// A number written plainly, `-?(0|[1-9][0-9]*)(\.[0-9]+)?` as `JSONEncoder` writes a
    /// time, correctly rounded as `JSONDecoder` rounds it; nil for an exponent or a long one.
    mutating func double() -> Double? {
        skipSpace()
        let start = index
        var position = index
        // One pass: the grammar, and the digits as one whole number for the exact fast path.
        var mantissa: UInt64 = 0
        var significant = 0
        var scale = 0
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let leading = position
        while position < bytes.count, bytes[position] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- 0x30)
            if mantissa != 0 { significant += 1 }
            position += 1
        }
        let whole = position - leading
        guard whole > 0, whole == 1 || bytes[leading] != 0x30 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < bytes.count, bytes[position] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- 0x30)
                if mantissa != 0 { significant += 1 }
                position += 1
            }
            scale = position - fractionStart
            guard scale > 0 else { return nil }
        }
        // An exponent is refused (the caller falls back), as is a number past 40 characters.
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") { return nil }
        guard position - start <= 40 else { return nil }
        index = position
        if significant <= 19, mantissa <= 1 << 53, scale <= 22 {
            let value = Double(mantissa) / Self.exactPowersOfTen[scale]
            return negative ? -value : value
        }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        guard let value = Self.parsedDouble(text) ?? Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// `strtod` on a copy of `text` on the stack, with no `String` in between; nil unless it read
    /// every byte (as it would not, under a locale whose decimal mark is not `.`).
    private static func parsedDouble(_ text: UnsafeRawBufferPointer) -> Double? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer -> Double? in
            guard let start = buffer.baseAddress else { return nil }
            for (offset, byte) in text.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
            buffer[text.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            return end == start + text.count ? value : nil
        }
    }

    /// Powers of ten a `Double` holds exactly. Clinger's fast path: digits that, read as a whole
    /// number, are at most 2^53, with at most 22 after the point, are a whole number and a power
    /// of ten that are both exact doubles, so one division, correctly rounded, gives the
    /// correctly rounded value, as `strtod` would.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
