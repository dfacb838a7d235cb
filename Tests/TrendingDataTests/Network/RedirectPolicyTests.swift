import Foundation
import Testing
import TrendingData

@Suite("RedirectPolicy")
struct RedirectPolicyTests {
    @Test("follows a same-origin redirect with the token", arguments: [301, 302, 307, 308])
    func sameOrigin(status: Int) throws {
        let next = try #require(RedirectPolicy.nextRequest(after: tokenRequest("https://api.github.com/repos/a/b"), response: redirect(status, to: "/repositories/42")))
        #expect(next.url.absoluteString == "https://api.github.com/repositories/42")
        #expect(next.headers["Authorization"] == "Bearer t")
        #expect(next.headers["Accept"] == "application/vnd.github+json")
    }

    @Test("drops the token on a redirect to another origin", arguments: [
        "https://evil.example/x", "http://api.github.com/x", "https://api.github.com:8443/x",
    ])
    func otherOrigin(location: String) throws {
        let next = try #require(RedirectPolicy.nextRequest(after: tokenRequest("https://api.github.com/x"), response: redirect(301, to: location)))
        #expect(next.headers["Authorization"] == nil)
    }

    @Test("credentials a Location carries are dropped: a redirect never sends any (bb38 e2 remark)")
    func noUserInfo() throws {
        let next = try #require(RedirectPolicy.nextRequest(after: tokenRequest("http://127.0.0.1:8080/x"), response: redirect(302, to: "http://x:secret@localhost:9090/y?q=1")))
        #expect(next.url.absoluteString == "http://localhost:9090/y?q=1")
        #expect(next.url.user == nil && next.url.password == nil)
        let plain = try #require(RedirectPolicy.nextRequest(after: tokenRequest("https://api.github.com/x"), response: redirect(301, to: "/y")))
        #expect(plain.url.absoluteString == "https://api.github.com/y")
    }

    @Test("does not follow non-redirects, redirects without Location, or to other schemes")
    func notFollowed() {
        let request = tokenRequest("https://api.github.com/x")
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 200)) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 301)) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: redirect(301, to: "file:///etc/passwd")) == nil)
        #expect(RedirectPolicy.nextRequest(after: request, response: HTTPResponse(status: 304, headers: ["Location": "/y"])) == nil)
    }

    // MARK: - Helpers

    private func tokenRequest(_ url: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: url)!, headers: ["Authorization": "Bearer t", "Accept": "application/vnd.github+json"])
    }

    private func redirect(_ status: Int, to location: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Location": location])
    }
}
