import Foundation
import TrendingDomain

/// Answers star-history requests from a script per repo, recording each.
final class StarHistoryLoaderSpy: StarHistoryLoader, @unchecked Sendable {
    struct Call: Equatable { let repo: String; let weeks: Int; let etag: String? }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private let answer: (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>
    let isAuthenticated: Bool

    init(authenticated: Bool = false, answer: @escaping (String) -> Result<StarHistoryAnswer, StarHistoryLoadError>) {
        isAuthenticated = authenticated
        self.answer = answer
    }

    var calls: [Call] { lock.withLock { _calls } }

    func load(_ name: RepoName, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        lock.withLock { _calls.append(Call(repo: name.key, weeks: weeks, etag: etag)) }
        return try answer(name.key).get()
    }
}

/// An in-memory star-history cache.
final class StarHistoryCacheSpy: StarHistoryCache, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: CachedStarHistory]
    private var _status: StarHistoryEndpointStatus

    init(entries: [String: CachedStarHistory] = [:], status: StarHistoryEndpointStatus = StarHistoryEndpointStatus()) {
        self.entries = entries
        _status = status
    }

    var saved: [String: CachedStarHistory] { lock.withLock { entries } }
    var savedStatus: StarHistoryEndpointStatus { lock.withLock { _status } }

    func load(_ name: RepoName) throws(CacheError) -> CachedStarHistory? { lock.withLock { entries[name.key] } }
    func save(_ entry: CachedStarHistory, for name: RepoName) throws(CacheError) { lock.withLock { entries[name.key] = entry } }
    func status() -> StarHistoryEndpointStatus { lock.withLock { _status } }
    func saveStatus(_ status: StarHistoryEndpointStatus) throws(CacheError) { lock.withLock { _status = status } }
}

/// A week's answer: `stars` today, with `remaining` requests left.
func answer(_ stars: Int = 5, remaining: Int? = 4000, resetsAt: Date? = nil, etag: String? = "e1") -> Result<StarHistoryAnswer, StarHistoryLoadError> {
    .success(StarHistoryAnswer(
        fetch: .modified([DailyStars(day: GainWindow.dayStart(of: fixedNow), stars: stars)], etag: etag),
        budget: RateBudget(remaining: remaining, resetsAt: resetsAt)
    ))
}
