#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Messages for the event loop from any thread, with a pipe whose read end `poll` watches so
/// the loop wakes as soon as one is posted.
public final class Mailbox<Message: Sendable>: @unchecked Sendable {
    private let messages = Mutex<[Message]>([])
    /// The end the loop polls.
    public let wakeFD: Int32
    private let signalFD: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        wakeFD = ends[0]
        signalFD = ends[1]
    }

    deinit {
        close(wakeFD)
        close(signalFD)
    }

    public func post(_ message: Message) {
        messages.withLock { $0.append(message) }
        var byte: UInt8 = 1
        _ = write(signalFD, &byte, 1)
    }

    /// Every message posted so far, oldest first.
    public func take() -> [Message] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeFD, &buffer, buffer.count) > 0 {}
        return messages.withLock { messages in
            let taken = messages
            messages.removeAll()
            return taken
        }
    }
}
