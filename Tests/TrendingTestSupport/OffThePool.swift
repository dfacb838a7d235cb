import Foundation

/// Runs blocking work (waiting on processes, locks, sleeps) on a thread of its own, so it does not
/// occupy Swift's cooperative pool, which has only as many threads as cores: two blocked tests
/// on two cores would stall every other test's timing.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
