#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The helpers this process has running, kept where a signal handler can reach them: a fixed
/// table of process ids, so `killAll` needs no allocation, no lock and no Swift runtime, only
/// `kill(2)`, which is async-signal-safe.
public enum HelperProcessRegistry {
    /// Every helper that may run at once, and `prepare()`'s idle one, with room to spare
    /// (bb47 review 7): a pid left out would outlive a Ctrl-C.
    private static let capacity = HelperProcessNetworkClient.maxHelpers + 2
    private static let lock = ThreadLock()
    /// Made before any helper starts (by `prepareForSignals`, or the first `add`); written under
    /// `lock`, read without it by `killAll`, where a stale id costs at most a failed `kill`.
    private nonisolated(unsafe) static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    /// Makes the table now, so a signal handler never triggers its lazy creation.
    public static func prepareForSignals() {
        _ = slots
    }

    static func add(_ pid: pid_t) {
        lock.withLock {
            for index in 0..<capacity where slots[index] == 0 {
                slots[index] = pid
                return
            }
        }
    }

    static func remove(_ pid: pid_t) {
        lock.withLock {
            for index in 0..<capacity where slots[index] == pid { slots[index] = 0 }
        }
    }

    /// SIGKILLs every helper still listed. Safe to call from a signal handler once
    /// `prepareForSignals` has run.
    public static func killAll() {
        for index in 0..<capacity where slots[index] > 0 {
            _ = kill(slots[index], SIGKILL)
        }
    }
}
