#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Retries transient failures with jittered backoff, all within the request's own deadline.
///
/// Attempts run one after another, never concurrently. A wait that would end past the
/// deadline, or a resend `admitsResend` refuses, is not started: the last outcome is delivered.
/// A request that retries only an asked wait (`.askedWaitOnly`) delivers any other as it is.
public struct RetryingNetworkClient: NetworkClient {
    /// Told about each retry before its wait, for `--verbose`.
    public typealias RetryObserver = @Sendable (_ retry: Int, _ delay: TimeInterval, _ cause: String) -> Void

    private let inner: any NetworkClient
    private let policy: RetryPolicy
    private let clock: MonotonicClock
    private let random: @Sendable (ClosedRange<Double>) -> Double
    private let sleep: @Sendable (TimeInterval) async -> Void
    private let onRetry: RetryObserver
    /// The wall clock, for a `Retry-After` that names a date with no `Date` to measure it by.
    private let now: @Sendable () -> Date

    public init(
        _ inner: any NetworkClient, policy: RetryPolicy = RetryPolicy(),
        clock: @escaping MonotonicClock,
        random: @escaping @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) },
        sleep: @escaping @Sendable (TimeInterval) async -> Void,
        onRetry: @escaping RetryObserver = { _, _, _ in }, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.now = now
        self.inner = inner
        self.policy = policy
        self.clock = clock
        self.random = random
        self.sleep = sleep
        self.onRetry = onRetry
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let deadline = clock() + request.timeout
        var retries = 0
        var waitedAsAsked = false
        while true {
            var attempt = request
            attempt.timeout = deadline - clock()
            guard attempt.timeout > 0 else { throw .timedOut }
            let outcome: Result<HTTPResponse, NetworkError>
            do {
                outcome = .success(try await inner.send(attempt))
            } catch {
                outcome = .failure(error)
            }
            var decision = RetryClassifier.decide(outcome, policy: policy, now: now())
            switch (request.retries, decision) {
            case (.failures, _), (.askedWaitOnly, .wait), (.askedWaits, .wait): break
            // A failing server's named wait is asked as a limit's is: honoured once.
            case (.askedWaits, .retryAfter(let seconds)): decision = .wait(seconds)
            case (.askedWaitOnly, _), (.askedWaits, _): decision = .deliver
            }
            guard decision != .deliver, retries < policy.maxRetries else { return try outcome.get() }
            let delay: TimeInterval
            switch decision {
            case .deliver:
                return try outcome.get()
            case .backoff:
                delay = policy.backoff(attempt: retries, random: random)
            case .retryAfter(let seconds):
                delay = seconds
            case .wait(let seconds):
                // GitHub's short waits are honoured once; asking again means it is not short.
                guard !waitedAsAsked else { return try outcome.get() }
                waitedAsAsked = true
                delay = seconds
            }
            guard clock() + delay < deadline, request.admitsResend?() ?? true else {
                return try outcome.get()
            }
            retries += 1
            onRetry(retries, delay, Self.describe(outcome))
            await sleep(delay)
        }
    }

    private static func describe(_ outcome: Result<HTTPResponse, NetworkError>) -> String {
        switch outcome {
        case .success(let response): "HTTP \(response.status)"
        case .failure(let error): error.words
        }
    }
}
