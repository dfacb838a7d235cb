#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A fast reader for `state.json`, read on every list: `JSONDecoder` takes milliseconds on a
/// state with thousands of seen repos (and reads the file twice, for its version first).
///
/// It gives exactly what decoding `StateFileDTO` gives, or nil, and then `LocalUserStateStore`
/// decodes the file with `JSONDecoder` as before, whose verdict stands: a duplicated key, a
/// number it doesn't read plainly, an unknown member or invalid JSON all go there.
///
/// With `keys`, it reads what `UserState.restricted(to:)` keeps, the seen times and bookmarks of
/// those repos only, and passes over the others without building them, still checking each as the
/// whole read would (a name, a plausible date): any doubt is nil, and the whole read decides.
enum StateFileReader {
    static func read(_ data: Data, keys: Set<String>? = nil) -> StateFileDTO? {
        data.withUnsafeBytes { raw in
            var reader = StoredJSONReader(scanner: JSONByteScanner(raw))
            guard let file = reader.stateFile(keys: keys.map(WantedKeys.init)) else { return nil }
            reader.scanner.skipSpace()
            return reader.scanner.atEnd ? file : nil
        }
    }
}

extension StateFileReader {
    /// The version and the hidden repos, the other members passed over for their grammar only
    /// and the rest of the file not read once both are found; nil on any doubt.
    static func hidden(_ data: Data) -> (version: Int, hidden: [StateFileDTO.HiddenDTO])? {
        data.withUnsafeBytes { raw in
            var reader = StoredJSONReader(scanner: JSONByteScanner(raw))
            var version: Int?
            var hidden: [StateFileDTO.HiddenDTO]?
            guard reader.scanner.consume(UInt8(ascii: "{")) else { return nil }
            repeat {
                guard let span = reader.scanner.stringSpan(), reader.scanner.consume(UInt8(ascii: ":")) else { return nil }
                if reader.scanner.spanEquals(span, "version") {
                    guard version == nil, let value = reader.scanner.integer() else { return nil }
                    version = value
                } else if reader.scanner.spanEquals(span, "hidden") {
                    guard hidden == nil, let value = reader.array({ $0.hidden() }) else { return nil }
                    hidden = value
                } else if ["bookmarks", "seen", "last_shown"].contains(where: { reader.scanner.spanEquals(span, $0) }) {
                    guard reader.scanner.skipValue() else { return nil }
                } else {
                    return nil
                }
                if let version, let hidden { return (version, hidden) }
            } while reader.scanner.consume(UInt8(ascii: ","))
            return nil
        }
    }
}

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

extension StoredJSONReader {
    mutating func stateFile(keys: WantedKeys? = nil) -> StateFileDTO? {
        var version: Int?
        var bookmarks: [StateFileDTO.BookmarkDTO]?
        var hidden: [StateFileDTO.HiddenDTO]?
        var seen: [String: Double]?
        var lastShown: [StateFileDTO.ShownDTO]?
        let ok = object { reader, key in
            switch key {
            case "version": return version == nil && { version = reader.scanner.integer(); return version != nil }()
            case "bookmarks":
                guard bookmarks == nil, let all = reader.array({ $0.bookmark(keys: keys) }) else { return false }
                bookmarks = all.compactMap(\.self)
                return true
            case "hidden": return hidden == nil && { hidden = reader.array { $0.hidden() }; return hidden != nil }()
            case "seen": return seen == nil && { seen = reader.seen(keys: keys); return seen != nil }()
            case "last_shown": return lastShown == nil && { lastShown = reader.array { $0.shown() }; return lastShown != nil }()
            default: return false
            }
        }
        guard ok, let version, let bookmarks, let hidden, let seen, let lastShown else { return nil }
        return StateFileDTO(version: version, bookmarks: bookmarks, hidden: hidden, seen: seen, last_shown: lastShown)
    }

    /// A bookmark; `.some(nil)` for one a restricted read passes over (read and checked as the
    /// whole read reads it, then dropped); nil for anything else.
    mutating func bookmark(keys: WantedKeys? = nil) -> StateFileDTO.BookmarkDTO?? {
        var name: String?
        var addedAt: Double?
        var details: StoredRepoDTO??
        let ok = object { reader, key in
            switch key {
            case "full_name": return name == nil && { name = reader.string(); return name != nil }()
            case "added_at": return addedAt == nil && { addedAt = reader.double(); return addedAt != nil }()
            case "details":
                guard details == nil else { return false }
                if reader.scanner.null() { details = .some(nil); return true }
                // The name comes first as this tool writes it: a bookmark passed over is checked
                // as the whole read reads it, so a shape it refuses is refused here too.
                if let keys, let name, !keys.contains(folding: name) {
                    guard reader.skipRepo() else { return false }
                    details = .some(nil)
                    return true
                }
                guard let repo = reader.repo() else { return false }
                details = .some(repo)
                return true
            default: return false
            }
        }
        guard ok, let name, let addedAt else { return nil }
        if let keys, !keys.contains(folding: name) {
            guard RepoName.isStored(name), PlausibleDate.contains(addedAt) else { return nil }
            return .some(nil)
        }
        return StateFileDTO.BookmarkDTO(full_name: name, added_at: addedAt, details: details ?? nil)
    }

    mutating func hidden() -> StateFileDTO.HiddenDTO? {
        var name: String?
        var hiddenAt: Double?
        let ok = object { reader, key in
            switch key {
            case "full_name": return name == nil && { name = reader.string(); return name != nil }()
            case "hidden_at": return hiddenAt == nil && { hiddenAt = reader.double(); return hiddenAt != nil }()
            default: return false
            }
        }
        guard ok, let name, let hiddenAt else { return nil }
        return StateFileDTO.HiddenDTO(full_name: name, hidden_at: hiddenAt)
    }

    mutating func shown() -> StateFileDTO.ShownDTO? {
        var name: String?
        var url: String?
        let ok = object { reader, key in
            switch key {
            case "full_name": return name == nil && { name = reader.string(); return name != nil }()
            case "url": return url == nil && { url = reader.string(); return url != nil }()
            default: return false
            }
        }
        guard ok, let name, let url else { return nil }
        return StateFileDTO.ShownDTO(full_name: name, url: url)
    }

    /// `seen`: first-seen times by name; a repeated name goes to `JSONDecoder`.
    ///
    /// A restricted read keeps the wanted entries; the others' keys are only scanned and hashed,
    /// their times checked as the whole read checks them.
    mutating func seen(keys: WantedKeys? = nil) -> [String: Double]? {
        guard let keys else {
            var result: [String: Double] = [:]
            let ok = object { reader, key in
                guard let value = reader.double() else { return false }
                return result.updateValue(value, forKey: key) == nil
            }
            return ok ? result : nil
        }
        var result: [String: Double] = [:]
        guard scanner.consume(UInt8(ascii: "{")) else { return nil }
        if scanner.consume(UInt8(ascii: "}")) { return result }
        repeat {
            guard let span = scanner.stringSpan(), scanner.consume(UInt8(ascii: ":")), let value = scanner.double() else { return nil }
            if keys.mayContain(span, in: scanner.bytes) {
                guard let key = scanner.string(span) else { return nil }
                if keys.keys.contains(key) {
                    guard result.updateValue(value, forKey: key) == nil else { return nil }
                    continue
                }
            }
            guard PlausibleDate.contains(value) else { return nil }
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "}")) ? result : nil
    }
}

extension LocalUserStateStore {
    /// For the fuzzer: true when `StateFileReader` reads `data` exactly as `JSONDecoder` does,
    /// or leaves it to `JSONDecoder`. False is a bug in the reader.
    public static func fastReaderAgrees(on data: Data) -> Bool {
        guard let fast = StateFileReader.read(data) else { return true }
        return fast == (try? JSONDecoder().decode(StateFileDTO.self, from: data))
    }

    /// For the fuzzer and tests: true when a read restricted to `keys` gives what the whole read
    /// restricted to them gives, or leaves it to the whole read. False is a bug in the reader.
    public static func restrictedReadAgrees(on data: Data, keys: Set<String>) -> Bool {
        guard let restricted = StateFileReader.read(data, keys: keys) else { return true }
        guard let whole = (try? JSONDecoder().decode(StateFileDTO.self, from: data))?.state else { return false }
        return restricted.state == whole.restricted(to: keys)
    }
}
