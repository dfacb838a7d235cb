import Foundation
import Testing
import TrendingData

@Suite("RedirectingNetworkClient")
struct RedirectingNetworkClientTests {
    @Test("follows hops and returns the final answer")
    func follows() async throws {
        let client = NetworkClientSpy([
            .success(HTTPResponse(status: 301, headers: ["Location": "https://api.github.com/b"])), .success(HTTPResponse(status: 200)),
        ])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)

        let response = try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/a")!))

        #expect(response.status == 200)
        #expect(response.redirectedTo == URL(string: "https://api.github.com/b"), "the address that answered, for a caller to judge")
        #expect(client.requests.map(\.url.absoluteString) == ["https://api.github.com/a", "https://api.github.com/b"])
    }

    @Test("an answer from the address asked says no other")
    func direct() async throws {
        let client = NetworkClientSpy([.success(HTTPResponse(status: 200))])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)

        let response = try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/a")!))

        #expect(response.redirectedTo == nil)
    }

    @Test("a redirect the request does not admit is not followed: its 3xx is the answer, naming where it pointed (bb40 m2-D3)")
    func notAdmitted() async throws {
        let client = NetworkClientSpy([
            .success(HTTPResponse(status: 302, headers: ["Location": "https://api.github.com/other"])), .success(HTTPResponse(status: 200)),
        ])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)
        var request = HTTPRequest(url: URL(string: "https://api.github.com/a")!)
        request.admitsRedirect = { $0.path == "/mine" }

        let response = try await sut.send(request)

        #expect(response.status == 302 && response.redirectedTo == URL(string: "https://api.github.com/other"))
        #expect(client.requests.count == 1)
    }

    @Test("stops a redirect loop")
    func loop() async {
        let client = NetworkClientSpy([.success(HTTPResponse(status: 302, headers: ["Location": "/a"]))])
        let sut = RedirectingNetworkClient(client, clock: ManualClock().clock)

        // A bad answer, not a dropped connection: never retried (bb24 c-D5).
        await #expect(throws: NetworkError.badAnswer("too many redirects (more than \(RedirectingNetworkClient.maxRedirects))")) {
            try await sut.send(HTTPRequest(url: URL(string: "https://api.github.com/a")!))
        }
        #expect(client.requests.count == RedirectingNetworkClient.maxRedirects + 1)
    }
}
