#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fast reader for a cached list's file, read on every cached list. It gives exactly what
/// decoding `CacheFileDTO` gives, or nil, and then `LocalTrendingCache` decodes the file with
/// `JSONDecoder` as before, whose verdict stands.
enum CacheFileReader {
    static func read(_ data: Data) -> CacheFileDTO? {
        data.withUnsafeBytes { raw in
            var reader = StoredJSONReader(scanner: JSONByteScanner(raw))
            guard let file = reader.cacheFile() else { return nil }
            reader.scanner.skipSpace()
            return reader.scanner.atEnd ? file : nil
        }
    }
}

extension StoredJSONReader {
    mutating func cacheFile() -> CacheFileDTO? {
        var version: Int?, requestedLimit: Int?
        var minStars: Int??, totalCount: Int??
        var incomplete: Bool??, pageUnread: Bool??
        var period: String??, language: String??
        var topics: [String]??
        var fetchedAt: Double?
        var repos: [StoredRepoDTO]?, recent: [StoredRepoDTO]??, recentHeldAt: [Double]??
        let ok = object { reader, key in
            switch key {
            case "version": return version == nil && reader.integer(&version)
            case "requested_limit": return requestedLimit == nil && reader.integer(&requestedLimit)
            case "fetched_at": return fetchedAt == nil && reader.double(&fetchedAt)
            case "period": return period == nil && reader.optionalString(&period)
            case "language": return language == nil && reader.optionalString(&language)
            case "min_stars": return minStars == nil && reader.optionalInteger(&minStars)
            case "total_count": return totalCount == nil && reader.optionalInteger(&totalCount)
            case "incomplete_results": return reader.optionalBool(&incomplete)
            case "page_unread": return reader.optionalBool(&pageUnread)
            case "topics":
                guard topics == nil else { return false }
                if reader.scanner.null() { topics = .some(nil); return true }
                guard let value = reader.array({ $0.string() }) else { return false }
                topics = .some(value)
                return true
            case "repos":
                guard repos == nil else { return false }
                repos = reader.array { $0.repo() }
                return repos != nil
            case "recent":
                guard recent == nil else { return false }
                if reader.scanner.null() { recent = .some(nil); return true }
                guard let rows = reader.array({ $0.repo() }) else { return false }
                recent = .some(rows)
                return true
            case "recent_held_at":
                guard recentHeldAt == nil else { return false }
                if reader.scanner.null() { recentHeldAt = .some(nil); return true }
                guard let dates = reader.array({ $0.double() }) else { return false }
                recentHeldAt = .some(dates)
                return true
            default:
                return false
            }
        }
        guard ok, let version, let requestedLimit, let fetchedAt, let repos else { return nil }
        return CacheFileDTO(
            version: version, period: period ?? nil, language: language ?? nil, topics: topics ?? nil,
            min_stars: minStars ?? nil, fetched_at: fetchedAt, requested_limit: requestedLimit,
            total_count: totalCount ?? nil, incomplete_results: incomplete ?? nil, page_unread: pageUnread ?? nil, repos: repos,
            recent: recent ?? nil, recent_held_at: recentHeldAt ?? nil
        )
    }
}

extension LocalTrendingCache {
    /// For the fuzzer: true when `CacheFileReader` reads `data` exactly as `JSONDecoder` does, or
    /// leaves it to `JSONDecoder`. False is a bug in the reader.
    public static func fastReaderAgrees(on data: Data) -> Bool {
        guard let fast = CacheFileReader.read(data) else { return true }
        return fast == (try? JSONDecoder().decode(CacheFileDTO.self, from: data))
    }
}
