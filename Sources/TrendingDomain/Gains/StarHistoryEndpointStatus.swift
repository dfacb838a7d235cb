#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is remembered about the endpoint on one server between runs, and the rules that read
/// it: missing only on evidence about the endpoint (a 400 refusing the API version, or 404/410
/// for `notFoundRepos` repos while it never answered there), for `missingFor` or until `--refresh`.
public struct StarHistoryEndpointStatus: Equatable, Sendable {
    /// Different repos answering 404 or 410, with no answer ever, that make the endpoint missing.
    public static let notFoundRepos = 3
    public static let missingFor: TimeInterval = 86_400
    /// How long a repo whose request failed is measured after the others.
    public static let failureMemory: TimeInterval = 86_400
    /// At most this many failed repos are remembered, the latest kept.
    public static let maxFailures = 500

    /// The server was judged to have no star-history endpoint: don't ask it before this.
    public var unavailableUntil: Date?
    /// The core budget fell to the reserve: send no history request before this.
    public var budgetResetsAt: Date?
    /// Whether that budget was a token's.
    public var budgetAuthenticated: Bool
    /// Whether measuring stopped there at its reserve, GitHub having requests left: the reserve
    /// is for the user's own commands (`show`, `history --daily`), which may still ask.
    public var budgetAtReserve: Bool
    /// The endpoint has answered on this server at least once: it exists.
    public var hasAnswered: Bool
    /// Repos (`RepoName.key`) that answered 404 or 410 while it never had.
    public var notFound: Set<String>
    /// Repos (`RepoName.key`) whose last request failed, and when.
    public var failures: [String: Date]
    /// Repos whose requests failed one after another from a run's first on, and when: the
    /// server's fault or theirs, unknown. The next run asks another repo first, and once GitHub
    /// has answered it, a suspect that fails again is charged like any failed repo.
    public var suspects: [String: Date]
    /// A secondary limit's wait (GitHub's `Retry-After`): no history request goes out before it.
    public var pausedUntil: Date?

    public init(
        unavailableUntil: Date? = nil, budgetResetsAt: Date? = nil, budgetAuthenticated: Bool = false, budgetAtReserve: Bool = false,
        hasAnswered: Bool = false, notFound: Set<String> = [], failures: [String: Date] = [:], suspects: [String: Date] = [:],
        pausedUntil: Date? = nil
    ) {
        self.suspects = suspects
        self.pausedUntil = pausedUntil
        self.unavailableUntil = unavailableUntil
        self.budgetResetsAt = budgetResetsAt
        self.budgetAuthenticated = budgetAuthenticated
        self.budgetAtReserve = budgetAtReserve
        self.hasAnswered = hasAnswered
        self.notFound = notFound
        self.failures = failures
    }

    /// Whether the server is judged to have no endpoint at `now`. A judgement ending more than
    /// `missingFor` after `now` was made under a clock set ahead since (or a VM restored): it is
    /// asked again, as a stored wait is (bb35 u-D1).
    public func isMissing(at now: Date) -> Bool {
        unavailableUntil.map { $0 > now && $0 <= now.addingTimeInterval(Self.missingFor) } ?? false
    }

    /// The stored reset while it still holds: one more than an hour ahead was stored before
    /// resets were clamped, or under a clock set back since, and is ignored.
    public func budgetSpent(at now: Date) -> Date? {
        guard let reset = budgetResetsAt, reset > now, reset <= now.addingTimeInterval(RateBudget.longestWait) else { return nil }
        return reset
    }

    /// The repos whose request failed within `failureMemory` of `now`.
    public func recentFailures(at now: Date) -> [String: Date] {
        Self.recent(failures, at: now)
    }

    /// The suspects of the last `failureMemory`.
    public func recentSuspects(at now: Date) -> [String: Date] {
        Self.recent(suspects, at: now)
    }

    private static func recent(_ times: [String: Date], at now: Date) -> [String: Date] {
        times.filter { now.timeIntervalSince($0.value) < Self.failureMemory && $0.value <= now.addingTimeInterval(60) }
    }

    /// The secondary limit's wait while it still holds (one over an hour ahead is ignored, as a reset is).
    public func paused(at now: Date) -> Date? {
        guard let until = pausedUntil, until > now, until <= now.addingTimeInterval(RateBudget.longestWait) else { return nil }
        return until
    }

    /// The streak of `names` failed from a run's first request on: suspects, none charged.
    public mutating func recordSuspects(_ names: [RepoName], at now: Date) {
        for name in names {
            failures[name.key] = nil
            suspects[name.key] = now
        }
        suspects = Self.bounded(suspects, at: now)
    }

    /// `--refresh`: the endpoint is asked again, its evidence starting over.
    public mutating func askAgain() {
        unavailableUntil = nil
        notFound = []
    }

    /// The endpoint answered for `name` (a history, a 304, even a malformed one): it exists.
    public mutating func recordAnswer(for name: RepoName) {
        recordEndpointExists()
        failures[name.key] = nil
        suspects[name.key] = nil
    }

    /// A history from it is at hand (cached from an earlier run): it exists.
    public mutating func recordEndpointExists() {
        hasAnswered = true
        notFound = []
    }

    /// `name` answered 404 or 410: that repo's, unless repos enough did with no answer ever.
    public mutating func recordNotFound(_ name: RepoName, now: Date) {
        guard !hasAnswered else { return }
        notFound.insert(name.key)
        if notFound.count >= Self.notFoundRepos { recordMissing(now: now) }
    }

    /// The server refused the endpoint's API version: it has none.
    public mutating func recordMissing(now: Date) {
        unavailableUntil = now.addingTimeInterval(Self.missingFor)
    }

    /// The request for `name` failed at `now`: next time it is measured after the others.
    public mutating func recordFailure(_ name: RepoName, at now: Date) {
        suspects[name.key] = nil
        failures[name.key] = now
        failures = Self.bounded(failures, at: now)
    }

    /// Those of `times` within `failureMemory` of `now`, the latest `maxFailures` of them.
    private static func bounded(_ times: [String: Date], at now: Date) -> [String: Date] {
        let recent = recent(times, at: now)
        guard recent.count > maxFailures else { return recent }
        return Dictionary(uniqueKeysWithValues: recent.sorted { $0.value > $1.value }.prefix(maxFailures).map { ($0.key, $0.value) })
    }
}
