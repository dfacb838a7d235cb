import Foundation
import Testing
import TrendingTestSupport
import TrendingData
@testable import trending_fetch

/// The helper's side of the wire, in process, over real pipes.
@Suite("FetchHelper")
struct FetchHelperTests {
    @Test("answers a hello with its wire version")
    func handshake() throws {
        let (input, output) = (Pipe(), Pipe())
        try input.fileHandleForWriting.write(contentsOf: FetchWireFraming.frame(FetchWireHandshake.hello())!)

        #expect(FetchHelper.shakeHands(input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor))
        let reply = try readFrame(output)

        #expect(FetchWireHandshake.helperVersion(reply) == FetchWireHandshake.version)
    }

    @Test("answers a trending from before the handshake with a failure naming both versions")
    func oldTrending() throws {
        let (input, output) = (Pipe(), Pipe())
        let request = try FetchWire.encode(HTTPRequest(url: URL(string: "https://api.github.com/")!))
        try input.fileHandleForWriting.write(contentsOf: FetchWireFraming.frame(request)!)

        #expect(!FetchHelper.shakeHands(input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor))
        let head = try readFrame(output)

        #expect(FetchWire.decodeResult(head: head, body: Data()) == .failure(.helper("trending-fetch is version 2, this trending needs 1: reinstall both")))
    }

    // MARK: - Helpers

    private func readFrame(_ pipe: Pipe) throws -> Data {
        let fd = pipe.fileHandleForReading.fileDescriptor
        return try FetchWireFraming.readFrame { count throws(WireError) in
            guard let data = FileDescriptorIO.read(count, from: fd) else { throw .closed }
            return data
        }
    }
}

@Suite("BoundedDelegateQueue")
struct BoundedDelegateQueueTests {
    @Test("makes the producer wait while its limit of operations is pending, and runs them all in order")
    func backpressure() async throws {
        try await offThePool {
            let queue = BoundedDelegateQueue(limit: 2, longestWait: 5)
            let log = Log()
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
        let log = Log()
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

/// A thread-safe record of what ran.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    var values: [Int] { lock.withLock { stored } }
    func append(_ value: Int) { lock.withLock { stored.append(value) } }
}
