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
