import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the helper within a second when `trending` is gone, whatever killed it (SIGKILL
/// included): a thread watches for the request pipe hanging up or the process being re-parented
/// (Architecture.md, "The network helper", says why not `PR_SET_PDEATHSIG`).
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
