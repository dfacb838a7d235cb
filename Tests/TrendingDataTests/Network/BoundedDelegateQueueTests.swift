import Foundation
import Testing
import TrendingTestSupport
import TrendingData
@testable import trending_fetch

@Suite("BoundedDelegateQueue")
struct BoundedDelegateQueueTests {
    @Test("makes the producer wait while its limit of operations is pending, and runs them all in order")
    func backpressure() async throws {
        try await offThePool {
            let queue = BoundedDelegateQueue(limit: 2, longestWait: 5)
            let log = Recorder<Int>()
            let start = ContinuousClock.now

            for index in 0..<10 {
                queue.addOperation {
                    Thread.sleep(forTimeInterval: 0.02)
                    log.append(index)
                }
            }
            let producing = ContinuousClock.now - start
            queue.waitUntilAllOperationsAreFinished()

            #expect(producing >= .milliseconds(120), "10 operations of 20 ms, 2 at most pending: the producer waited")
            #expect(log.values == Array(0..<10))
        }
    }

    @Test("an operation that queues another never waits for itself")
    func reentrant() {
        let queue = BoundedDelegateQueue(limit: 1, longestWait: 30)
        let log = Recorder<Int>()
        let start = ContinuousClock.now

        queue.addOperation {
            queue.addOperation { log.append(2) }
            log.append(1)
        }
        queue.waitUntilAllOperationsAreFinished()

        #expect(log.values == [1, 2])
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
