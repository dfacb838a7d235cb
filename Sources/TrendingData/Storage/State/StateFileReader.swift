#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A fast reader for `state.json`, read on every list: exactly what decoding `StateFileDTO`
/// gives, or nil, and then `JSONDecoder`'s verdict stands (Architecture.md, Decisions).
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
                // Laid out as this tool writes it, only `seen` follows: see `passOverBookmark`.
                let seenFollows = version != nil && hidden != nil && lastShown != nil && seen == nil
                guard bookmarks == nil, let all = reader.array({ $0.bookmark(keys: keys, seenFollows: seenFollows) }) else { return false }
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

    /// A bookmark; `.some(nil)` for one a restricted read passes over; nil for anything else.
    mutating func bookmark(keys: WantedKeys? = nil, seenFollows: Bool = false) -> StateFileDTO.BookmarkDTO?? {
        if let keys, passOverBookmark(keys, seenFollows: seenFollows) { return .some(nil) }
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

    /// Passes over, unjudged, a bookmark whose name (first, as this tool writes it) is surely not
    /// wanted; false, consuming nothing, for any other. With `seenFollows` its end is the next
    /// `},{"full_name":"` or `}],"seen":`, which no JSON string holds (`bookmarkEnd`, `memchr`).
    /// The whole read, which every change makes, still checks each bookmark.
    private mutating func passOverBookmark(_ keys: WantedKeys, seenFollows: Bool) -> Bool {
        let start = scanner.index
        guard scanner.consume(UInt8(ascii: "{")), let member = scanner.stringSpan(), scanner.spanEquals(member, "full_name"),
              scanner.consume(UInt8(ascii: ":")), let name = scanner.stringSpan(), !keys.mayContain(folding: name, in: scanner.bytes)
        else {
            scanner.index = start
            return false
        }
        if seenFollows, let end = scanner.bookmarkEnd() {
            scanner.index = end
            return true
        }
        if scanner.passOverRest(of: UInt8(ascii: "{")) { return true }
        // Broken: the strict read below refuses it too.
        scanner.index = start
        return false
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

    /// Keys matched in place, as `repo()` matches them: a list reads a hundred of these.
    mutating func shown() -> StateFileDTO.ShownDTO? {
        var name: String?
        var url: String?
        let ok = object(members: Self.shownMembers) { reader, member in
            member == 0 ? name == nil && reader.string(&name) : url == nil && reader.string(&url)
        }
        guard ok, let name, let url else { return nil }
        return StateFileDTO.ShownDTO(full_name: name, url: url)
    }

    private static let shownMembers: [StaticString] = ["full_name", "url"]

    /// `seen`: first-seen times by name; a repeated name goes to `JSONDecoder`.
    ///
    /// A restricted read keeps the wanted entries; the others' keys are only scanned and hashed,
    /// their times passed over to the next `,` or `}`, unjudged (`WantedKeys.passOverSeenEntry`).
    /// The whole read checks each time as a plausible date.
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
            if keys.passOverSeenEntry(&scanner) { continue }
            // Perhaps wanted, or written otherwise: read strictly, as the whole read reads it.
            guard let span = scanner.stringSpan(), scanner.consume(UInt8(ascii: ":")),
                  let key = scanner.string(span), let value = scanner.double()
            else { return nil }
            if keys.keys.contains(key) {
                guard result.updateValue(value, forKey: key) == nil else { return nil }
            }
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

    /// For the fuzzer and tests: true when a read restricted to `keys` keeps exactly the entries
    /// `JSONDecoder` reads for those repos, or leaves the file to the whole read. False is a bug
    /// in the reader. (The entries it passes over are checked for their grammar, not judged, so
    /// a file the whole read refuses may still give a list its part.)
    public static func restrictedReadAgrees(on data: Data, keys: Set<String>) -> Bool {
        guard let restricted = StateFileReader.read(data, keys: keys) else { return true }
        guard let whole = try? JSONDecoder().decode(StateFileDTO.self, from: data) else { return true }
        let kept = StateFileDTO(
            version: whole.version, bookmarks: whole.bookmarks.filter { keys.contains($0.full_name.lowercased()) },
            hidden: whole.hidden, seen: whole.seen.filter { keys.contains($0.key) }, last_shown: whole.last_shown
        )
        guard restricted == kept else { return false }
        if let state = whole.state { return restricted.state == state.restricted(to: keys) }
        return true
    }
}
