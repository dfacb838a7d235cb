import Foundation
import Testing
import TrendingData
import TrendingTestSupport

@Suite("FetchWireHandshake")
struct FetchWireHandshakeTests {
    @Test("a hello and its reply name the wire version")
    func roundTrip() {
        #expect(FetchWireHandshake.helloVersion(FetchWireHandshake.hello()) == FetchWireHandshake.version)
        #expect(FetchWireHandshake.helperVersion(FetchWireHandshake.reply()) == FetchWireHandshake.version)
    }

    @Test("a helper from before the handshake answers with a head: version 1")
    func staleHelper() throws {
        let head = try FetchWire.encodeHead(.failure(.transport("the request could not be read")))
        #expect(FetchWireHandshake.helperVersion(head) == 1)
        #expect(FetchWireHandshake.mismatch(helper: 1) == "trending-fetch is version 1, this trending needs 2: reinstall both")
    }

    @Test("anything else is no answer at all", arguments: [Data("hello".utf8), Data(), Data([UInt8(ascii: "{"), UInt8(ascii: "}")]), Data(#"{"trending":2}"#.utf8)])
    func garbage(frame: Data) {
        #expect(FetchWireHandshake.helperVersion(frame) == nil)
    }

    @Test("a request is not a hello")
    func requestIsNoHello() throws {
        #expect(FetchWireHandshake.helloVersion(try FetchWire.encode(HTTPRequest(url: URL(string: "https://x.example")!))) == nil)
    }
}
