#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Failures and retries: the offline banner's countdown and the retry once it is due.
extension BrowseSessionReducer.Reduction {
    mutating func failed(_ error: RemoteLoadError) {
        let again = state.lastFailure == error
        let stillLimited = if case .rateLimited = state.lastFailure { true } else { false }
        state.failures += 1
        state.lastFailure = error
        state.bannerSeconds = nil
        // A spent rate limit passes at its reset: asked again then, with no key pressed (issue 14;
        // bb36 x-D2), never sooner than the backoff (a server saying "resets now" while still
        // limited), nor past an hour; a limit naming no reset, after the backoff, a minute at least.
        if case .rateLimited(let resetsAt) = error {
            let backoff = rules.retry.delay(afterFailures: state.failures)
            let untilReset = resetsAt.map { $0.timeIntervalSince(wallNow) + 1 } ?? Self.secondaryWait
            let delay = min(max(backoff, untilReset), Self.longestRateLimitWait)
            state.retryAt = now + .milliseconds(Int(delay * 1000))
            updateBanner()
            if stillLimited { effects.append(.status("Still rate limited: GitHub's limit has not reset yet.")) }
            return
        }
        guard error.mayPass else {
            // A refused query or token: asking again would fail the same way. `r` asks when the user says so.
            state.retryAt = nil
            effects.append(.presentRefreshFailed(error, cachedAt: state.listing?.fetchedAt, retryIn: nil))
            // `r` met the same answer: said, so the key is seen to work.
            if again { effects.append(.status("No change: the same answer as before.")) }
            return
        }
        let delay = rules.retry.delay(afterFailures: state.failures)
        state.retryAt = now + .milliseconds(Int(delay * 1000))
        updateBanner()
    }

    mutating func recovered() {
        guard state.failures > 0 || state.lastFailure != nil else { return }
        state.failures = 0
        state.lastFailure = nil
        state.retryAt = nil
        effects.append(.presentOnline)
    }

    /// Every tick: the retry countdown, a due retry, and writing what was seen.
    mutating func tick() {
        if let retryAt = state.retryAt {
            if now >= retryAt, state.loadsInFlight == 0 {
                state.retryAt = nil
                // The banner says the retry is under way, not a countdown stopped at 1 s (bb41 o2-D2).
                if let lastFailure = state.lastFailure {
                    state.bannerSeconds = 0
                    effects.append(.presentRefreshFailed(lastFailure, cachedAt: state.listing?.fetchedAt, retryIn: 0))
                }
                startLoad(state.liveMode, kind: .live)
            } else {
                updateBanner()
            }
        }
        if !state.pendingSeen.isEmpty, state.lastSeenFlush.duration(to: now) >= rules.seenFlushInterval { flushSeen() }
    }

    /// A secondary limit's wait when GitHub names none, and the longest wait for any reset.
    static let secondaryWait = RateBudget.secondaryWait
    static let longestRateLimitWait = RateBudget.longestWait

    mutating func updateBanner() {
        guard let lastFailure = state.lastFailure, let retryAt = state.retryAt else { return }
        let left = now.duration(to: retryAt)
        let seconds = max(0, Int((Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18).rounded(.up)))
        guard seconds != state.bannerSeconds else { return }
        state.bannerSeconds = seconds
        effects.append(.presentRefreshFailed(lastFailure, cachedAt: state.listing?.fetchedAt, retryIn: TimeInterval(seconds)))
    }
}
