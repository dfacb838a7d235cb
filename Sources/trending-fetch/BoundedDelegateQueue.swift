import Foundation

/// The URLSession's delegate queue, with backpressure: `addOperation` waits (boundedly) while
/// `limit` chunks are pending, which pauses the transfer itself (Architecture.md, Decisions).
final class BoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    private let limit: Int
    private let longestWait: TimeInterval
    private let condition = NSCondition()
    private var pending = 0
    /// A serial queue of its own gets a thread of its own: the operations must run while the
    /// transfer thread waits for them, whatever else holds the shared dispatch threads. Held
    /// here, since `underlyingQueue` does not keep it alive.
    private let serial = DispatchQueue(label: "trending-fetch.delegate")

    init(limit: Int = 64, longestWait: TimeInterval = 1) {
        self.limit = limit
        self.longestWait = longestWait
        super.init()
        maxConcurrentOperationCount = 1
        underlyingQueue = serial
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        // Only the transfer waits; an operation that queues another must never wait for itself.
        let mayWait = OperationQueue.current !== self
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: longestWait)
            while mayWait, pending >= limit, condition.wait(until: deadline) {}
            pending += 1
        }
        super.addOperation { [self] in
            block()
            condition.withLock {
                pending -= 1
                condition.signal()
            }
        }
    }
}
