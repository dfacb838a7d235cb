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
    /// Bit `hash % 4096` set for each wanted key's FNV-1a hash: a clear bit is a sure no.
    private var filter = [UInt64](repeating: 0, count: 64)

    init(_ keys: Set<String>) {
        self.keys = keys
        for key in keys {
            var hash = FNV1a()
            for byte in key.utf8 { hash.add(byte) }
            filter[Int(truncatingIfNeeded: hash.value >> 6) & 63] |= 1 << (hash.value & 63)
        }
    }

    private func admits(_ hash: UInt64) -> Bool {
        filter[Int(truncatingIfNeeded: hash >> 6) & 63] & (1 << (hash & 63)) != 0
    }

    /// Whether the string at `span` (escapes and all) may be wanted; false only when surely not.
    func mayContain(_ span: JSONByteScanner.StringSpan, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), span.end <= bytes.count else { return true }
        var hash = FNV1a()
        var index = span.start
        if !span.escaped {
            // As this tool writes keys now: no escape to look for.
            while index < span.end {
                hash.add(base[index])
                index += 1
            }
            return admits(hash.value)
        }
        while index < span.end {
            var byte = base[index]
            if byte == UInt8(ascii: "\\") {
                // `\/` is how JSONEncoder writes the slash; any other escape: check the string.
                guard index + 1 < span.end, base[index + 1] == UInt8(ascii: "/") else { return true }
                index += 1
                byte = UInt8(ascii: "/")
            }
            hash.add(byte)
            index += 1
        }
        return admits(hash.value)
    }

    /// Whether the repo named `name` (any case) is wanted: `keys.contains(name.lowercased())`,
    /// without building the lower-cased copy for an ASCII name that is surely not.
    func contains(folding name: String) -> Bool {
        var text = name
        let hash = text.withUTF8 { bytes -> UInt64? in
            var hash = FNV1a()
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash.add(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            }
            return hash.value
        }
        if let hash, !admits(hash) { return false }
        return keys.contains(name.lowercased())
    }
}

/// FNV-1a, 64 bits: a quick hash of a few bytes, only ever compared within one process.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
}
