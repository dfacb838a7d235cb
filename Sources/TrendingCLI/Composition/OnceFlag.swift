import TrendingData

/// True for the first `claim` of a run, false after: a warning said once however often the
/// wiring that meets its cause runs.
final class OnceFlag: @unchecked Sendable {
    private let lock = ThreadLock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
