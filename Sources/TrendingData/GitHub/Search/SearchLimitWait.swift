#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub's search limit said used up, kept in the cache folder so the next runs send no search
/// until it resets (GitHub warns that asking while limited can get a client banned). A limit
/// met with a token holds for runs with one, an anonymous one for runs without: they differ.
struct SearchLimitWait: Sendable {
    static let formatVersion = 1
    /// A limit that names no reset (a secondary limit without `Retry-After`): GitHub's advice is
    /// to wait at least a minute.
    static let unnamedWait = RateBudget.secondaryWait
    /// The longest wait kept: GitHub's search limits reset within the minute, its secondary ones
    /// soon after; a broken or hostile answer cannot turn search off for long.
    static let longestWait = RateBudget.longestWait

    private let file: CacheFile
    private let key: String

    init(storage: any LocalStorageClient, scope: String, now: @escaping @Sendable () -> Date) {
        file = CacheFile(storage: storage, now: now)
        key = CacheFileNames.prefix(scope: scope) + "limit-search.json"
    }

    /// When the limit resets, if it is still spent at `now` for runs `withToken` or without. A
    /// corrupt file is moved aside, as every cache file is, and is no wait; a newer release's is
    /// none either.
    func current(at now: Date, withToken: Bool) throws(CacheError) -> Date? {
        guard let wait = try file.load(key, decode: { .cached(SearchWaitDTO.self, from: $0, formatVersion: Self.formatVersion) }),
              wait.withToken == withToken
        else { return nil }
        return wait.until > now && wait.until <= now.addingTimeInterval(Self.longestWait) ? wait.until : nil
    }

    /// The reset a run honours and says: GitHub's, or the end of the longest wait kept when
    /// GitHub names one further away (which the next runs would say too).
    static func honoured(_ resetsAt: Date?, at now: Date) -> Date? {
        resetsAt.map { min($0, now.addingTimeInterval(longestWait)) }
    }

    /// Keeps the limit GitHub named (`resetsAt`, nil when it named none) met at `now`.
    func save(resetsAt: Date?, withToken: Bool, at now: Date) {
        let until = min(resetsAt ?? now.addingTimeInterval(Self.unnamedWait), now.addingTimeInterval(Self.longestWait))
        guard until > now else { return }
        let dto = SearchWaitDTO(version: Self.formatVersion, until: until.timeIntervalSince1970, with_token: withToken)
        // A wait that cannot be written costs only the next run one refused search.
        try? file.save({ try JSONEncoder.storedFiles().encode(dto) }, to: key)
    }
}

private struct SearchWaitDTO: Codable, CachedEntryFile {
    let version: Int
    let until: Double
    let with_token: Bool

    var entry: (until: Date, withToken: Bool)? {
        PlausibleDate.date(until).map { ($0, with_token) }
    }
}
