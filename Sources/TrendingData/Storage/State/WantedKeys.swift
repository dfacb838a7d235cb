#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The repos a restricted read keeps, with a hash of each key's bytes in a 4,096-bit filter,
/// so an entry that is not wanted is passed over without becoming a `String` or being hashed
/// twice: a state may hold thousands of seen repos, and a list wants about a hundred.
struct WantedKeys {
    let keys: Set<String>
    /// Bit `hash % 4096` set for each wanted key's hash: a clear bit is a sure no.
    private var filter = [UInt64](repeating: 0, count: 64)

    init(_ keys: Set<String>) {
        self.keys = keys
        for key in keys {
            var text = key
            // A key that is not ASCII is never judged by its hash (see `hash`): its bit stays clear.
            if let hash = text.withUTF8({ Self.hash(UnsafeRawBufferPointer($0), folding: false) }) {
                filter[Int(truncatingIfNeeded: hash >> 6) & 63] |= 1 << (hash & 63)
            }
        }
    }

    private func admits(_ hash: UInt64) -> Bool {
        filter[Int(truncatingIfNeeded: hash >> 6) & 63] & (1 << (hash & 63)) != 0
    }

    /// Whether the string at `span` may be wanted, its bytes as they are (a `seen` key is
    /// written lower-cased); false only when surely not.
    func mayContain(_ span: JSONByteScanner.StringSpan, in bytes: UnsafeRawBufferPointer) -> Bool {
        mayContain(span, in: bytes, folding: false)
    }

    /// Whether the repo named at `span`, in any case, may be wanted (a bookmark's name is
    /// written as GitHub cases it); false only when surely not.
    func mayContain(folding span: JSONByteScanner.StringSpan, in bytes: UnsafeRawBufferPointer) -> Bool {
        mayContain(span, in: bytes, folding: true)
    }

    private func mayContain(_ span: JSONByteScanner.StringSpan, in bytes: UnsafeRawBufferPointer, folding: Bool) -> Bool {
        // An escape (`\/` in files written before slashes were left plain) or a byte beyond
        // ASCII: unsure, so the caller reads the string itself.
        guard !span.escaped, span.start <= span.end, span.end <= bytes.count,
              let hash = Self.hash(UnsafeRawBufferPointer(rebasing: bytes[span.start..<span.end]), folding: folding)
        else { return true }
        return admits(hash)
    }

    /// Whether the repo named `name` (any case) is wanted: `keys.contains(name.lowercased())`,
    /// without building the lower-cased copy for an ASCII name that is surely not.
    func contains(folding name: String) -> Bool {
        var text = name
        if let hash = text.withUTF8({ Self.hash(UnsafeRawBufferPointer($0), folding: true) }), !admits(hash) { return false }
        return keys.contains(name.lowercased())
    }

    /// A hash of ASCII bytes, eight at a time (upper case folded to lower with `folding`); nil
    /// for a byte beyond ASCII, whose lower-casing is Unicode's business.
    static func hash(_ bytes: UnsafeRawBufferPointer, folding: Bool) -> UInt64? {
        let highs: UInt64 = 0x8080_8080_8080_8080
        var hash = seed
        var index = 0
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
            guard word & highs == 0 else { return nil }
            hash = mix(hash, folding ? lowered(word) : word)
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        guard tail & highs == 0 else { return nil }
        return finish(hash, tail: folding ? lowered(tail) : tail, length: bytes.count)
    }

    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }

    /// The last (partial, zero-padded) word, then the length in the top byte, which a tail of
    /// at most seven bytes leaves free.
    @inline(__always)
    static func finish(_ hash: UInt64, tail: UInt64, length: Int) -> UInt64 {
        (mix(hash, tail) ^ UInt64(length & 0x7F) << 56) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Passes over one `"key":time` entry of `seen` (scanner at its opening quote) whose key is
    /// surely not wanted, hashing it while finding its closing quote, up to the next `,` or `}`.
    /// False, consuming nothing, when the key may be wanted or is written other than as this
    /// tool writes it (a space, an escape, non-ASCII, the end near): the caller reads strictly.
    func passOverSeenEntry(_ scanner: inout JSONByteScanner) -> Bool {
        let bytes = scanner.bytes
        let count = bytes.count
        var index = scanner.index
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        let start = index
        let highs: UInt64 = 0x8080_8080_8080_8080
        var hash = Self.seed
        while index + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
            let special = JSONByteScanner.bytes(of: word, equalTo: 0x22) | JSONByteScanner.bytes(of: word, equalTo: 0x5C) | (word & highs)
            if special == 0 {
                hash = Self.mix(hash, word)
                index += 8
                continue
            }
            let offset = special.trailingZeroBitCount / 8
            guard bytes[index + offset] == UInt8(ascii: "\"") else { return false }
            let tail = offset == 0 ? 0 : word & (UInt64.max >> (64 - 8 * offset))
            guard !admits(Self.finish(hash, tail: tail, length: index + offset - start)) else { return false }
            index += offset + 1
            guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
            var after = JSONByteScanner(bytes)
            after.index = index + 1
            guard after.passOverToSeparator() else { return false }
            scanner.index = after.index
            return true
        }
        return false
    }

    /// Eight ASCII bytes with `A`…`Z` made `a`…`z`: a byte at or above `A` and not above `Z`
    /// gets 0x20 added, found with carries that never cross bytes (each byte below 0x80).
    @inline(__always)
    static func lowered(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastA = word &+ ones &* (0x80 - 0x41)
        let aboveZ = word &+ ones &* (0x80 - 0x5B)
        let upper = atLeastA & ~aboveZ & (ones &* 0x80)
        return word | (upper >> 2)
    }
}
