import Dispatch

/// Seconds on a clock that only moves forward, for deadlines and timings. Never the wall clock:
/// that can jump, and tests pin it.
public typealias MonotonicClock = @Sendable () -> Double

public enum SystemMonotonicClock {
    public static let now: MonotonicClock = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}
