import Foundation
import Testing
import TrendingData
import TrendingTestSupport

@Suite("FetchWire")
struct FetchWireTests {
    @Test("carries a request across unchanged")
    func request() throws {
        let request = HTTPRequest(url: URL(string: "https://api.github.com/x?q=a+b")!, headers: ["Authorization": "Bearer t"], timeout: 12.5)
        #expect(FetchWire.decodeRequest(try FetchWire.encode(request)) == request)
    }

    @Test("carries every outcome across unchanged", arguments: [
        Result<HTTPResponse, NetworkError>.success(HTTPResponse(status: 304, headers: ["ETag": "W/\"1\""], body: Data())),
        .success(HTTPResponse(status: 200, headers: ["Link": "<x>; rel=\"next\""], body: Data([0, 255, 10]))),
        .failure(.transport("reset")), .failure(.timedOut), .failure(.responseTooLarge(limit: 20)), .failure(.notSent("refused here")), .failure(.unreadableHeaders(.notUTF8)), .failure(.unreadableHeaders(.tooLong)),
        .failure(.badAnswer("its body could not be decoded")),
    ])
    func outcomes(outcome: Result<HTTPResponse, NetworkError>) throws {
        let body = (try? outcome.get())?.body ?? Data()
        #expect(FetchWire.decodeResult(head: try FetchWire.encodeHead(outcome), body: body) == outcome)
    }

    @Test("frames with a big-endian length")
    func frame() {
        #expect(FetchWireFraming.frame(Data([7, 8])) == Data([0, 0, 0, 2, 7, 8]))
    }

    @Test("refuses to frame more than the wire allows")
    func frameTooLong() {
        #expect(FetchWireFraming.frame(Data(count: FetchWireFraming.maxFrameLength + 1)) == nil)
    }

    @Test("reads a frame back through any byte source")
    func readFrame() throws {
        var source = FetchWireFraming.frame(Data("abc".utf8))! + FetchWireFraming.frame(Data())!
        let read: (Int) throws(WireError) -> Data = { count throws(WireError) in
            guard source.count >= count else { throw .closed }
            defer { source = source.dropFirst(count) }
            return Data(source.prefix(count))
        }

        #expect(try FetchWireFraming.readFrame(read) == Data("abc".utf8))
        #expect(try FetchWireFraming.readFrame(read) == Data())
        #expect(throws: WireError.closed) { try FetchWireFraming.readFrame(read) }
    }

    @Test("refuses a length past the cap before asking for its bytes", arguments: [
        Data("y\ny\n".utf8), Data([0xFF, 0xFF, 0xFF, 0xFF]), Data([0x01, 0x50, 0x00, 0x01]),
    ])
    func floodRefused(prefix: Data) {
        var asked: [Int] = []
        let read: (Int) throws(WireError) -> Data = { count throws(WireError) in
            asked.append(count)
            return count == 4 ? prefix : Data(count: count)
        }

        #expect(throws: WireError.frameTooLong(prefix.reduce(0) { ($0 << 8) | Int($1) })) { try FetchWireFraming.readFrame(read) }
        #expect(asked == [4])
    }
}
