import Foundation
import TrendingData

/// A monotonic clock that moves only when told, and a sleep that records and moves it.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var _now: Double = 1000
    private var _sleeps: [TimeInterval] = []

    var now: Double { lock.withLock { _now } }
    var sleeps: [TimeInterval] { lock.withLock { _sleeps } }

    func advance(_ seconds: TimeInterval) {
        lock.withLock { _now += seconds }
    }

    var clock: MonotonicClock { { [self] in now } }

    /// The same sleep, for code that waits synchronously (the storage lock).
    var syncSleep: @Sendable (TimeInterval) -> Void {
        { [self] seconds in
            lock.withLock {
                _sleeps.append(seconds)
                _now += seconds
            }
        }
    }

    var sleep: @Sendable (TimeInterval) async -> Void {
        { [self] seconds in
            lock.withLock {
                _sleeps.append(seconds)
                _now += seconds
            }
        }
    }
}

/// Records the ranges the backoff asks for and answers with their upper bound.
final class RandomSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var _ranges: [ClosedRange<Double>] = []
    var ranges: [ClosedRange<Double>] { lock.withLock { _ranges } }

    var random: @Sendable (ClosedRange<Double>) -> Double {
        { [self] range in
            lock.withLock { _ranges.append(range) }
            return range.upperBound
        }
    }
}

/// A thread-safe list of values, for callbacks under test.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [Value] = []
    var values: [Value] { lock.withLock { _values } }
    func append(_ value: Value) { lock.withLock { _values.append(value) } }
}
