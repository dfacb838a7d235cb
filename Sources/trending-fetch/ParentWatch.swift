import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the helper when `trending` is gone, whatever killed it (SIGKILL included, which no
/// handler in `trending` can see). Not `PR_SET_PDEATHSIG`: `prctl` is variadic, which Swift
/// cannot call, and the signal fires when the *thread* that spawned the helper ends, and
/// `trending` spawns it from a short-lived thread. So a thread watches instead, at two signs:
/// the request pipe hangs up (every writer, which is only `trending`, has closed it), or the
/// process is re-parented. It checks five times a second, well inside the promised second.
enum ParentWatch {
    static func start(input: Int32 = 0) {
        let parent = getppid()
        let thread = Thread {
            while true {
                var poller = pollfd(fd: input, events: 0, revents: 0)
                let ready = poll(&poller, 1, 200)
                let hungUp = ready > 0 && poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                if hungUp || getppid() != parent { _exit(0) }
            }
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }
}
