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
    static let unnamedWait: TimeInterval = 60
    /// The longest wait kept: GitHub's search limits reset within the minute, its secondary ones
    /// soon after; a broken or hostile answer cannot turn search off for long.
    static let longestWait: TimeInterval = 3600

    private let storage: any LocalStorageClient
    private let key: String

    init(storage: any LocalStorageClient, scope: String) {
        self.storage = storage
        key = (scope.isEmpty ? "" : LocalTrendingCache.slug(scope.lowercased()) + "-") + "limit-search.json"
    }

    /// When the limit resets, if it is still spent at `now` for runs `withToken` or without. A
    /// file that does not read is no wait: it is this tool's note of a minute's wait, rewritten
    /// by the next limit met, never user data.
    func current(at now: Date, withToken: Bool) -> Date? {
        guard let data = try? storage.read(key, upTo: 4096), let dto = try? JSONDecoder().decode(SearchWaitDTO.self, from: data),
              dto.version == Self.formatVersion, dto.with_token == withToken, let until = PlausibleDate.date(dto.until)
        else { return nil }
        return until > now && until <= now.addingTimeInterval(Self.longestWait) ? until : nil
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
        guard let data = try? JSONEncoder.storedFiles().encode(dto) else { return }
        try? storage.write(data, to: key)
    }
}

private struct SearchWaitDTO: Codable {
    let version: Int
    let until: Double
    let with_token: Bool
}
