#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fast reader for `state.json`, read on every list: `JSONDecoder` takes milliseconds on a
/// state with thousands of seen repos (and reads the file twice, for its version first).
///
/// It gives exactly what decoding `StateFileDTO` gives, or nil, and then `LocalUserStateStore`
/// decodes the file with `JSONDecoder` as before, whose verdict stands: a duplicated key, a
/// number it doesn't read plainly, an unknown member or invalid JSON all go there.
enum StateFileReader {
    static func read(_ data: Data) -> StateFileDTO? {
        data.withUnsafeBytes { raw in
            var reader = StoredJSONReader(scanner: JSONByteScanner(raw))
            guard let file = reader.stateFile() else { return nil }
            reader.scanner.skipSpace()
            return reader.scanner.atEnd ? file : nil
        }
    }
}

extension StoredJSONReader {
    mutating func stateFile() -> StateFileDTO? {
        var version: Int?
        var bookmarks: [StateFileDTO.BookmarkDTO]?
        var hidden: [StateFileDTO.HiddenDTO]?
        var seen: [String: Double]?
        var lastShown: [StateFileDTO.ShownDTO]?
        let ok = object { reader, key in
            switch key {
            case "version": return version == nil && { version = reader.scanner.integer(); return version != nil }()
            case "bookmarks": return bookmarks == nil && { bookmarks = reader.array { $0.bookmark() }; return bookmarks != nil }()
            case "hidden": return hidden == nil && { hidden = reader.array { $0.hidden() }; return hidden != nil }()
            case "seen": return seen == nil && { seen = reader.seen(); return seen != nil }()
            case "last_shown": return lastShown == nil && { lastShown = reader.array { $0.shown() }; return lastShown != nil }()
            default: return false
            }
        }
        guard ok, let version, let bookmarks, let hidden, let seen, let lastShown else { return nil }
        return StateFileDTO(version: version, bookmarks: bookmarks, hidden: hidden, seen: seen, last_shown: lastShown)
    }

    mutating func bookmark() -> StateFileDTO.BookmarkDTO? {
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
                guard let repo = reader.repo() else { return false }
                details = .some(repo)
                return true
            default: return false
            }
        }
        guard ok, let name, let addedAt else { return nil }
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
    mutating func seen() -> [String: Double]? {
        var result: [String: Double] = [:]
        let ok = object { reader, key in
            guard let value = reader.double() else { return false }
            return result.updateValue(value, forKey: key) == nil
        }
        return ok ? result : nil
    }
}

extension LocalUserStateStore {
    /// For the fuzzer: true when `StateFileReader` reads `data` exactly as `JSONDecoder` does,
    /// or leaves it to `JSONDecoder`. False is a bug in the reader.
    public static func fastReaderAgrees(on data: Data) -> Bool {
        guard let fast = StateFileReader.read(data) else { return true }
        return fast == (try? JSONDecoder().decode(StateFileDTO.self, from: data))
    }
}
