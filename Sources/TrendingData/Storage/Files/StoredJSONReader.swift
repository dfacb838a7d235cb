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
        let ok = object { reader, key in
            switch key {
            case "id": return id == nil && reader.integer(&id)
            case "stars": return stars == nil && reader.integer(&stars)
            case "forks": return forks == nil && reader.integer(&forks)
            case "owner": return owner == nil && reader.string(&owner)
            case "name": return name == nil && reader.string(&name)
            case "url": return url == nil && reader.string(&url)
            case "description": return description == nil && reader.optionalString(&description)
            case "language": return language == nil && reader.optionalString(&language)
            case "created_at": return createdAt == nil && reader.double(&createdAt)
            default: return false
            }
        }
        guard ok, let id, let stars, let forks, let owner, let name, let url, let createdAt else { return nil }
        return StoredRepoDTO(
            id: id, owner: owner, name: name, description: description ?? nil, language: language ?? nil,
            stars: stars, forks: forks, url: url, created_at: createdAt
        )
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
