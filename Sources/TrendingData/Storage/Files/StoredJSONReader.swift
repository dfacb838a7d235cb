#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the fast readers of this tool's own files (`StateFileReader`, `CacheFileReader`) share:
/// objects with unescaped keys, arrays, strings, times, and repos as `StoredRepoDTO` stores
/// them. Every read answers nil or false on anything unexpected, so the caller falls back to
/// `JSONDecoder`.
struct StoredJSONReader {
    var scanner: JSONByteScanner

    /// A repo as `StoredRepoDTO` stores it (a cached list's rows, a bookmark's details).
    mutating func repo() -> StoredRepoDTO? {
        var id: Int?, stars: Int?, forks: Int?
        var owner: String?, name: String?, url: String?
        var description: String??, language: String??
        var createdAt: Double?
        let ok = object(members: Self.repoMembers) { reader, member in
            switch member {
            case 0: id == nil && reader.integer(&id)
            case 1: stars == nil && reader.count(&stars)
            case 2: forks == nil && reader.count(&forks)
            case 3: owner == nil && reader.string(&owner)
            case 4: name == nil && reader.string(&name)
            case 5: url == nil && reader.string(&url)
            case 6: createdAt == nil && reader.double(&createdAt)
            case 7: description == nil && reader.optionalString(&description)
            default: language == nil && reader.optionalString(&language)
            }
        }
        guard ok, let id, let stars, let forks, let owner, let name, let url, let createdAt else { return nil }
        return StoredRepoDTO(
            id: id, owner: owner, name: name, description: description ?? nil, language: language ?? nil,
            stars: stars, forks: forks, url: url, created_at: createdAt
        )
    }

    /// A stored repo's members, in the order `repo()` and `skipRepo()` number them.
    private static let repoMembers: [StaticString] = [
        "id", "stars", "forks", "owner", "name", "url", "created_at", "description", "language",
    ]

    /// Checks a repo exactly as `repo()` reads it, building nothing: for the bookmarks a
    /// restricted state read passes over.
    mutating func skipRepo() -> Bool {
        // One bit per member, as `repo()` refuses a member given twice.
        var present: UInt16 = 0
        let ok = object(members: Self.repoMembers) { reader, member in
            let bit = UInt16(1) << member
            guard present & bit == 0 else { return false }
            present |= bit
            return switch member {
            case 0: reader.scanner.integer() != nil
            case 1, 2: reader.scanner.integer() ?? reader.scanner.integerBeyondRange() != nil
            case 3, 4, 5: reader.decodableString()
            case 6: reader.double() != nil
            default: reader.scanner.null() || reader.decodableString()
            }
        }
        // The seven members `repo()` requires.
        return ok && present & 0x7F == 0x7F
    }

    /// A string that `string()` would decode, checked without building it.
    private mutating func decodableString() -> Bool {
        guard let span = scanner.stringSpan() else { return false }
        guard span.escaped else { return true }
        // Only a `\u` escape can fail to decode (a lone surrogate): decode those to know.
        let raw = UnsafeRawBufferPointer(rebasing: scanner.bytes[span.start..<span.end])
        var index = 0
        while index + 1 < raw.count {
            if raw[index] == UInt8(ascii: "\\") {
                if raw[index + 1] == UInt8(ascii: "u") { return scanner.string(span) != nil }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }

    /// A repo's count: an integer too long for `Int` is read as the largest (or smallest),
    /// which no plausible repo has, so the repo is judged implausible, not its file unreadable.
    mutating func count(_ slot: inout Int?) -> Bool {
        slot = scanner.integer() ?? scanner.integerBeyondRange()
        return slot != nil
    }

    mutating func integer(_ slot: inout Int?) -> Bool {
        slot = scanner.integer()
        return slot != nil
    }

    mutating func string(_ slot: inout String?) -> Bool {
        slot = string()
        return slot != nil
    }

    mutating func double(_ slot: inout Double?) -> Bool {
        slot = double()
        return slot != nil
    }

    /// A string or `null` (`.some(nil)`), as `decodeIfPresent` reads an optional.
    mutating func optionalString(_ slot: inout String??) -> Bool {
        if scanner.null() {
            slot = .some(nil)
            return true
        }
        guard let value = string() else { return false }
        slot = .some(value)
        return true
    }

    /// An integer or `null` (`.some(nil)`), as `decodeIfPresent` reads an optional.
    mutating func optionalInteger(_ slot: inout Int??) -> Bool {
        if scanner.null() {
            slot = .some(nil)
            return true
        }
        guard let value = scanner.integer() else { return false }
        slot = .some(value)
        return true
    }

    /// `true`, `false` or `null` (`.some(nil)`), as `decodeIfPresent` reads an optional; read once.
    mutating func optionalBool(_ slot: inout Bool??) -> Bool {
        guard slot == nil else { return false }
        if scanner.null() { slot = .some(nil) } else if scanner.literal("true") { slot = .some(true) } else if scanner.literal("false") {
            slot = .some(false)
        } else {
            return false
        }
        return true
    }

    /// `{ "key": value, … }` whose keys are among `members`, calling `member` with each key's
    /// index to read its value. Keys are matched in place, not made into strings: a cached
    /// list has nine per repo. An escaped or unknown key fails the read, which leaves the file
    /// to `JSONDecoder`.
    mutating func object(members: [StaticString], _ member: (inout StoredJSONReader, Int) -> Bool) -> Bool {
        guard scanner.consume(UInt8(ascii: "{")) else { return false }
        if scanner.consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let span = scanner.stringSpan(), scanner.consume(UInt8(ascii: ":")),
                  let index = members.firstIndex(where: { scanner.spanEquals(span, $0) }), member(&self, index)
            else { return false }
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "}"))
    }

    /// `{ "key": value, … }`, keys unescaped, calling `member` to read each value.
    mutating func object(_ member: (inout StoredJSONReader, String) -> Bool) -> Bool {
        guard scanner.consume(UInt8(ascii: "{")) else { return false }
        if scanner.consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), scanner.consume(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "}"))
    }

    mutating func array<T>(_ element: (inout StoredJSONReader) -> T?) -> [T]? {
        guard scanner.consume(UInt8(ascii: "[")) else { return nil }
        var result: [T] = []
        if scanner.consume(UInt8(ascii: "]")) { return result }
        repeat {
            guard let value = element(&self) else { return nil }
            result.append(value)
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "]")) ? result : nil
    }

    mutating func string() -> String? {
        scanner.stringSpan().flatMap { scanner.string($0) }
    }

    mutating func double() -> Double? {
        scanner.double()
    }
}
