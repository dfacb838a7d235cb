/// UTF-8 well-formedness, byte by byte, as RFC 3629 defines it: no overlong forms, no
/// surrogates, nothing above U+10FFFF.
enum UTF8Check {
    /// The length of the well-formed multi-byte sequence starting at `index`, or nil.
    static func sequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return nil }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}

/// Decodes the escapes of a JSON string's bytes (already checked by `JSONByteScanner`).
enum JSONEscapes {
    /// The string, or nil for a lone or reversed surrogate, which `JSONDecoder` must judge.
    static func unescape(_ raw: UnsafeRawBufferPointer) -> String? {
        // Decoded text is never longer than its escaped form: one allocation, filled in place.
        try? String(unsafeUninitializedCapacity: raw.count) { out in
            var count = 0
            func append(_ byte: UInt8) {
                out[count] = byte
                count += 1
            }
            var index = 0
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else {
                    append(byte)
                    index += 1
                    continue
                }
                let kind = raw[index + 1]
                index += 2
                switch kind {
                case UInt8(ascii: "b"): append(0x08)
                case UInt8(ascii: "f"): append(0x0C)
                case UInt8(ascii: "n"): append(0x0A)
                case UInt8(ascii: "r"): append(0x0D)
                case UInt8(ascii: "t"): append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = hex4(raw, at: index)
                    index += 4
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") else {
                            throw LoneSurrogate()
                        }
                        let low = hex4(raw, at: index + 2)
                        guard (0xDC00...0xDFFF).contains(low) else { throw LoneSurrogate() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw LoneSurrogate()
                    }
                    // `\uXXXX` is six bytes and its UTF-8 at most three; a pair is twelve and four.
                    guard let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) else { throw LoneSurrogate() }
                    encoded.forEach(append)
                default: append(kind) // \" \\ \/
                }
            }
            return count
        }
    }

    private struct LoneSurrogate: Error {}

    private static func hex4(_ raw: UnsafeRawBufferPointer, at index: Int) -> UInt32 {
        (0..<4).reduce(0) { ($0 << 4) | (JSONByteScanner.hexValue(raw[index + $1]) ?? 0) }
    }
}
