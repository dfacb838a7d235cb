#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's star history with the cache's rules: a cached history covering the weeks asked
/// is fresh within `maxAge`; otherwise it is revalidated with its ETag, and a 304 keeps it.
struct StarHistoryRefresher: Sendable {
    let loader: any StarHistoryLoader
    let cache: any StarHistoryCache
    let now: @Sendable () -> Date

    /// The cached history, or nil (with a warning when the cache was unreadable).
    /// The cached history of `name`, unless it gives more stars than `stars` (where known): one
    /// cached when no count judged it (`history --daily` knows none) is no history once one does.
    func cached(_ name: RepoName, stars: Int? = nil, warnings: inout [TrendingWarning]) -> CachedStarHistory? {
        do {
            guard let entry = try cache.load(name) else { return nil }
            if let stars, Self.defect(entry.days, stars: stars) != nil { return nil }
            return entry
        } catch {
            warnings.append(.cacheProblem(error))
            return nil
        }
    }

    /// Whether `entry` gives stars on a day before `createdAt`'s (a day's grace: GitHub's days
    /// need not be UTC's): then its days are another repo's, renamed or deleted, whose name this
    /// one took, and never join an answer of this one's.
    static func isAnotherRepos(_ entry: CachedStarHistory, createdAt: Date?) -> Bool {
        guard let createdAt else { return false }
        let made = GainWindow.dayStart(of: createdAt).addingTimeInterval(-GainWindow.secondsPerDay)
        return entry.days.contains { $0.day < made && $0.stars > 0 }
    }

    /// Whether `entry` answers for `weeks` weeks without a request.
    func isFresh(_ entry: CachedStarHistory, weeks: Int, mode: LoadMode, maxAge: TimeInterval) -> Bool {
        mode != .refresh && entry.weeks >= weeks && CachePolicy.isFresh(fetchedAt: entry.fetchedAt, now: now(), maxAge: maxAge)
    }

    /// Asks GitHub, revalidating `cached` when it covers as many weeks, and stores the answer.
    /// - Parameters:
    ///   - id: GitHub's id of the repo where known (`StarHistoryLoader.load`).
    ///   - stars: the repo's star count where known: a history giving more is malformed.
    func fetch(
        _ name: RepoName, id: Int? = nil, weeks: Int, cached: CachedStarHistory?, stars: Int? = nil, createdAt: Date? = nil,
        warnings: inout [TrendingWarning]
    ) async throws(StarHistoryLoadError) -> (CachedStarHistory, RateBudget) {
        let asked = max(weeks, cached?.weeks ?? 0)
        let etag = cached?.weeks == asked ? cached?.etag : nil
        let answer = try await loader.load(name, id: id, weeks: asked, etag: etag)
        var entry: CachedStarHistory
        switch answer.fetch {
        case .modified(let days, let newTag):
            if let stars, let defect = Self.defect(days, stars: stars) { throw .malformed(defect) }
            let fresh = CachedStarHistory(days: days, etag: newTag, fetchedAt: now(), weeks: asked)
            // GitHub's history never loses its past: an answer starting after a day the cached
            // one holds, within the weeks asked, is short. The cached days before its first stand
            // in for those it lacks; the days it has are today's (its last day's gain with them).
            // Only when the cached days reach the day before its first: a gap between them is days
            // no answer holds, never drawn or counted as zero. Then the answer stands alone, telling
            // the windows it covers, as with nothing cached.
            // The day before its first must be whole in the cache: fetched after it ended. Cached
            // days from before the repo was made are another repo's, whose name it took: none join.
            if let cached, !Self.isAnotherRepos(cached, createdAt: createdAt), Self.startsLate(fresh, after: cached) != nil, let first = fresh.span?.first,
               let held = cached.span?.last, held >= first.addingTimeInterval(-GainWindow.secondsPerDay), cached.fetchedAt >= first {
                let merged = CachedStarHistory(
                    days: cached.days.filter { $0.day < first } + days, etag: newTag, fetchedAt: fresh.fetchedAt, weeks: asked
                )
                if let stars, let defect = Self.defect(merged.days, stars: stars) { throw .malformed(defect) }
                entry = merged
            } else {
                entry = fresh
            }
        case .notModified:
            // A 304 to a request that sent no ETag is no answer at all.
            guard let cached, etag != nil else { throw .malformed(.notModifiedWithoutCache) }
            if let stars, let defect = Self.defect(cached.days, stars: stars) { throw .malformed(defect) }
            entry = cached.revalidated(at: now())
        }
        entry.movedTo = answer.movedTo
        do {
            try cache.save(entry, for: name)
        } catch {
            warnings.append(.cacheNotSaved(error))
        }
        return (entry, answer.budget)
    }

    /// Why `entry` is short of `cached`: GitHub's N weeks start by N - 1 weeks before the fetch,
    /// or by the first day `cached` holds (the repo was there) when that is later (a day later at
    /// most: its days need not be UTC's), and it starts later.
    static func startsLate(_ entry: CachedStarHistory, after cached: CachedStarHistory) -> StarHistoryDefect? {
        guard let first = entry.span?.first, let held = cached.span?.first else { return nil }
        let day = GainWindow.secondsPerDay
        let reachedBy = GainWindow.dayStart(of: entry.fetchedAt).addingTimeInterval(-Double((entry.weeks - 1) * 7) * day)
        return first > max(reachedBy, held).addingTimeInterval(day) ? .startsOn(first) : nil
    }

    /// The histories of `keys` that give more stars than the repo has in `repos` are no gain,
    /// said as malformed answers, as those judged when they arrived are: a page row measured
    /// before this run's searches counted it is judged once they have.
    static func refute(
        _ histories: inout [String: CachedStarHistory], keys: Set<String>, by repos: [Repo], warnings: inout [TrendingWarning]
    ) {
        guard !keys.isEmpty else { return }
        for repo in repos where keys.contains(repo.repoName.key) {
            guard let history = histories[repo.repoName.key], let defect = defect(history.days, stars: repo.stars) else { continue }
            histories[repo.repoName.key] = nil
            warnings.append(.starHistoryMalformed(repo.repoName, defect))
        }
    }

    /// Stars that still exist can't outnumber the repo's: days adding up to more than its
    /// count, plus a margin for stars given since the list counted them, make the answer
    /// malformed (so do weeks each plausible alone: five weeks of 4,900 for a repo of 5,000).
    static func defect(_ days: [DailyStars], stars: Int) -> StarHistoryDefect? {
        var total = 0
        for day in days {
            let (sum, overflow) = total.addingReportingOverflow(day.stars)
            total = overflow ? Int.max : sum
        }
        let margin = max(100, stars / 10)
        let allowed = stars > Int.max - margin ? Int.max : stars + margin
        guard total > allowed else { return nil }
        return .moreThanStars(history: total, stars: stars)
    }
}
