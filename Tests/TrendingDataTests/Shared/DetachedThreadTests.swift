#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TrendingData

/// `DetachedThread`: browse's event loop gets a thread of its own, as Foundation's `Thread` gave it.
@Suite("DetachedThread")
struct DetachedThreadTests {
    @Test("runs the work once, on a thread other than the caller's")
    func runsOnItsOwnThread() async {
        let caller = pthreadID()
        let ran: UInt = await withCheckedContinuation { continuation in
            DetachedThread.start { continuation.resume(returning: pthreadID()) }
        }

        #expect(ran != 0)
        #expect(ran != caller)
    }

    @Test("work that blocks for long does not hold up other work")
    func blockingWorkRunsAlongside() async {
        let gate = Gate()
        // The first waits until the second has run, which only ends if both run at once.
        let finished: Bool = await withCheckedContinuation { continuation in
            DetachedThread.start {
                while !gate.isOpen { usleep(1000) }
                continuation.resume(returning: true)
            }
            DetachedThread.start { gate.open() }
        }

        #expect(finished)
    }
}

private final class Gate: @unchecked Sendable {
    private let lock = ThreadLock()
    private var opened = false

    var isOpen: Bool { lock.withLock { opened } }

    func open() {
        lock.withLock { opened = true }
    }
}

private func pthreadID() -> UInt {
    #if os(Linux)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
