#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingDomain

/// Taking `FileSystemStorage`'s lock: a bounded wait, told once.
extension FileSystemStorage {
    /// Polls a non-blocking flock so the wait is bounded and the user can be told about it once;
    /// the bound is per holder, not for the queue (Architecture.md, Decisions: "The lock's wait is bounded per holder").
    func acquire(_ fd: Int32, path: String) throws(StorageError) {
        // A wait that ran out once in this process is not waited again: one run pays it once.
        // It still takes a few polls, quietly: a lock just let go can be held for an instant
        // longer by a process being started, until it starts (its copy of the file closes then).
        let patient = !Self.gaveUp.withLock { $0.contains(path) }
        let bound = patient ? lockTimeout : Self.lockPollInterval * 3
        var start = clock()
        var told = false
        var stamp = Self.stamp(of: fd)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .io(.failed(.lock, path: path, reason: lastError()))
            }
            if !told, patient {
                onLockWait()
                told = true
            }
            let seen = Self.stamp(of: fd)
            if seen != stamp, patient {
                stamp = seen
                start = clock()
            }
            guard clock() - start < bound else {
                Self.gaveUp.withLock { _ = $0.insert(path) }
                throw .lockTimeout(.lockHeld(path: path, seconds: lockTimeout))
            }
            sleep(Self.lockPollInterval)
        }
        // Taken: stamped now, so the processes waiting know the lock moved on.
        futimens(fd, nil)
    }

    /// The lock files whose wait ran out in this process.
    private static let gaveUp = LockedSet()

    /// The lock file's modification time in nanoseconds; nil if it can't be read.
    private static func stamp(of fd: Int32) -> Int? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return time.tv_sec &* 1_000_000_000 &+ time.tv_nsec
    }
}

/// A set of strings behind a lock, for state a process shares across its storages.
final class LockedSet: @unchecked Sendable {
    private let lock = ThreadLock()
    private var values: Set<String> = []

    func withLock<T>(_ body: (inout Set<String>) -> T) -> T {
        lock.withLock { body(&values) }
    }
}
