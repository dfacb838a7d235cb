import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("LoopbackHost: decided on the parsed host")
struct LoopbackHostTests {
    @Test("loopback", arguments: ["127.0.0.1", "127.255.0.9", "::1", "[::1]", "localhost", "LOCALHOST"])
    func loopback(host: String) {
        #expect(LoopbackHost.contains(host))
    }

    @Test("not loopback", arguments: ["127.evil.example", "127.0.0.1.evil.example", "127.0.0", "127.0.0.256", "128.0.0.1",
                                      "localhost.evil.example", "mylocalhost", "::2", "0x7f.0.0.1", ""])
    func notLoopback(host: String) {
        #expect(!LoopbackHost.contains(host))
    }

    @Test("the token goes over http only to loopback")
    func token() {
        #expect(GitHubAPI.mayReceiveToken(URL(string: "http://127.0.0.1:9/x")!))
        #expect(!GitHubAPI.mayReceiveToken(URL(string: "http://127.evil.example/x")!))
        #expect(GitHubAPI.mayReceiveToken(URL(string: "https://127.evil.example/x")!))
    }
}
