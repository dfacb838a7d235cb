#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's star history from GitHub, for `show` and `history --daily`: cached with its
/// ETag, fresh within `maxAge`, revalidated after it; a stale copy is shown when GitHub fails.
public struct RepoStarHistoryUseCase: Sendable {
    /// What came of it: the history (maybe stale, with why) or why there is none.
    public struct Result: Equatable, Sendable {
        public let history: CachedStarHistory?
        /// Why GitHub did not give a current history, when it did not.
        public let problem: StarHistoryLoadError?
        public let warnings: [TrendingWarning]
    }

    /// `show`'s gains reach 30×24 h back: 31 UTC days.
    public static let showDays = 31

    private let refresher: StarHistoryRefresher
    private let cache: any StarHistoryCache
    private let now: @Sendable () -> Date

    public init(loader: any StarHistoryLoader, cache: any StarHistoryCache, now: @escaping @Sendable () -> Date) {
        refresher = StarHistoryRefresher(loader: loader, cache: cache, now: now)
        self.cache = cache
        self.now = now
    }

    /// Enough weeks to cover the last `days` UTC days.
    /// - Parameter exists: the repo is known to exist (`show` just fetched it), so a 404 means
    ///   the server has no such endpoint, and it is left alone for a day, as `--scope all` does.
    public func history(of name: RepoName, days: Int, mode: LoadMode, maxAge: TimeInterval, exists: Bool = false) async -> Result {
        var warnings: [TrendingWarning] = []
        let weeks = GainWindow.weeks(coveringDays: days)
        let cached = refresher.cached(name, warnings: &warnings)
        if let cached, cached.weeks >= weeks, mode == .offline || refresher.isFresh(cached, weeks: weeks, mode: mode, maxAge: maxAge) {
            return Result(history: cached, problem: nil, warnings: warnings)
        }
        let usable = cached.flatMap { $0.weeks >= weeks ? $0 : nil }
        if mode == .offline { return Result(history: usable, problem: nil, warnings: warnings) }
        let status = cache.status()
        if let until = status.unavailableUntil, until > now() {
            return Result(history: usable, problem: .unavailable, warnings: warnings)
        }
        if let reset = status.budgetResetsAt, reset > now() {
            return Result(history: usable, problem: .rateLimited(resetsAt: reset), warnings: warnings)
        }
        do {
            let (entry, _) = try await refresher.fetch(name, weeks: weeks, cached: cached, warnings: &warnings)
            return Result(history: entry, problem: nil, warnings: warnings)
        } catch {
            if error == .unavailable, exists {
                var marked = status
                marked.unavailableUntil = now().addingTimeInterval(MeasureGainsUseCase.unavailableFor)
                try? cache.saveStatus(marked)
            }
            return Result(history: error == .malformed ? nil : usable, problem: error, warnings: warnings)
        }
    }

    /// The cached history, if any, without a request: for plain `history`.
    public func cachedHistory(of name: RepoName) -> CachedStarHistory? {
        var ignored: [TrendingWarning] = []
        return refresher.cached(name, warnings: &ignored)
    }
}
