#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A thread of its own for work that blocks for long (browse's event loop waits in `poll` for
/// the whole session): Foundation's `Thread` without full Foundation, and off both Swift's
/// cooperative pool and Dispatch's workers, which a long block would starve.
public enum DetachedThread {
    /// Runs `body` on a new detached POSIX thread; on a Dispatch worker if none can be made.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box) == 0
        if started { pthread_detach(thread) }
        #else
        var thread: pthread_t?
        let started = pthread_create(&thread, nil, { raw in
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box) == 0
        if started, let thread { pthread_detach(thread) }
        #endif
        if !started {
            let work = Unmanaged<Work>.fromOpaque(box).takeRetainedValue()
            DispatchQueue.global().async { work.body() }
        }
    }

    private final class Work: @unchecked Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
