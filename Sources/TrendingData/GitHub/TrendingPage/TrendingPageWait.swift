#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A wait GitHub's web host asked for (a 429, or a 403 naming a wait), kept in the cache folder
/// so later runs honour it too: until it is over no trending page is asked for, and a run goes
/// on as it does for any page that cannot be read. One wait covers every trending page of the
/// host, repos and developers alike.
struct TrendingPageWait: Sendable {
    static let formatVersion = 1
    /// How long a 429 that names no wait keeps the page off: GitHub's advice for a secondary rate
    /// limit without `Retry-After` is to wait at least a minute.
    static let unnamedWait = RateBudget.secondaryWait
    /// The longest wait kept: a broken or hostile answer cannot turn the page off for days.
    static let longestWait = RateBudget.longestWait

    /// What was asked: `askedUntil` is GitHub's own instant (nil when it named none), `until`
    /// when the page may be asked again.
    struct Entry: Equatable {
        var until: Date
        var askedUntil: Date?
    }

    private let file: CacheFile
    private let key: String

    init(storage: any LocalStorageClient, scope: String, now: @escaping @Sendable () -> Date) {
        file = CacheFile(storage: storage, now: now)
        key = CacheFileNames.prefix(scope: scope) + "page-wait.json"
    }

    /// The wait still running at `now`, or nil. One ending further off than `longestWait` was
    /// never written by this rule (a clock set back, a hand-edited file) and is not honoured.
    func current(at now: Date) throws(CacheError) -> Entry? {
        guard let entry = try file.load(key, decode: { .cached(PageWaitDTO.self, from: $0, formatVersion: Self.formatVersion) }) else {
            return nil
        }
        return entry.until > now && entry.until <= now.addingTimeInterval(Self.longestWait) ? entry : nil
    }

    /// Keeps the wait an answer at `now` asked for: `retryAfter` seconds (nil when it named
    /// none), at most `longestWait`. Returns GitHub's own instant, or nil when it named none. A
    /// wait of nothing (`0`, a date already past) names none: the page that answered 429 with
    /// it, after the one attempt more it allowed, is left alone a minute, not asked by every run.
    @discardableResult
    func save(retryAfter: TimeInterval?, at now: Date) -> Entry {
        let named = retryAfter.flatMap { $0 > 0 ? $0 : nil }
        let asked = named.map { now.addingTimeInterval($0) }
        let entry = Entry(until: now.addingTimeInterval(min(named ?? Self.unnamedWait, Self.longestWait)), askedUntil: asked)
        // A wait that cannot be written costs only the next run one refused request.
        try? file.save({ try JSONEncoder.storedFiles().encode(PageWaitDTO(entry)) }, to: key)
        return entry
    }
}

private struct PageWaitDTO: Codable, CachedEntryFile {
    let version: Int
    let until: Double
    let asked_until: Double?

    init(_ entry: TrendingPageWait.Entry) {
        version = TrendingPageWait.formatVersion
        until = entry.until.timeIntervalSince1970
        asked_until = entry.askedUntil?.timeIntervalSince1970
    }

    var entry: TrendingPageWait.Entry? {
        guard let until = PlausibleDate.date(until) else { return nil }
        var asked: Date?
        if let seconds = asked_until {
            guard let date = PlausibleDate.date(seconds) else { return nil }
            asked = date
        }
        return TrendingPageWait.Entry(until: until, askedUntil: asked)
    }
}
