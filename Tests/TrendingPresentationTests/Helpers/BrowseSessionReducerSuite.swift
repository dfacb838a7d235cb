import Foundation
import TrendingDomain
import TrendingPresentation

/// The reducer with a clock the test moves.
struct ReducerSession {
    var state: BrowseSessionState
    var now: ContinuousClock.Instant
    /// The date, moved with `now`: a rate limit's reset is told in it.
    var wallNow = TrendingPresentationTests.now
    let rules: BrowseSessionRules

    init(mode: LoadMode = .automatic, pageSize: Int = 25, maximumLimit: Int = 1000) {
        now = ContinuousClock.now
        state = BrowseSessionState(limit: pageSize, now: now)
        rules = BrowseSessionRules(
            mode: mode, pageSize: pageSize, maximumLimit: maximumLimit, retry: RetrySchedule(), seenFlushInterval: .seconds(1)
        )
    }

    @discardableResult
    mutating func send(_ message: BrowseSessionMessage) -> [BrowseSessionEffect] {
        let (next, effects) = BrowseSessionReducer.reduce(state, message, now: now, wallNow: wallNow, rules: rules)
        state = next
        return effects
    }

    mutating func advance(_ duration: Duration) {
        now += duration
        wallNow += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// What the `BrowseSessionReducer` suites share: rows, listings and load results to send.
protocol BrowseSessionReducerSuite {}

extension BrowseSessionReducerSuite {
    func repos(_ count: Int) -> [Repo] {
        (0..<count).map { anyRepo(name: "repo\($0)") }
    }

    func listing(_ repos: [Repo], source: ListingSource = .freshCache(fetchedAt: now)) -> TrendingListing {
        TrendingListing(repos: repos, source: source)
    }

    func success(_ repos: [Repo], source: ListingSource = .freshCache(fetchedAt: now), totalCount: Int? = nil) -> TrendingLoadResult {
        TrendingLoadResult(outcome: .success(TrendingListing(repos: repos, source: source, totalCount: totalCount)))
    }

    func failure(_ error: RemoteLoadError) -> TrendingLoadResult {
        TrendingLoadResult(outcome: .failure(.remote(error)))
    }
}
