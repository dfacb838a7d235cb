import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("GitHubAPI")
struct GitHubAPITests {
    @Test("sends GitHub's headers and our User-Agent")
    func headers() {
        let request = GitHubAPI(token: nil, userAgent: "trending/1.2.3", timeout: 12).request(anyURL())

        #expect(request.headers == [
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "trending/1.2.3",
        ])
        #expect(request.method == "GET")
        #expect(request.timeout == 12)
    }

    @Test("sends the token as a bearer token over https")
    func tokenOverHTTPS() {
        let request = GitHubAPI(token: "t0k3n", userAgent: "ua").request(URL(string: "https://api.github.com/x")!)
        #expect(request.headers["Authorization"] == "Bearer t0k3n")
    }

    @Test("sends the token over plain http only to loopback", arguments: [
        ("http://127.0.0.1:8080/x", true), ("http://localhost/x", true), ("http://[::1]:9/x", true),
        ("http://api.example.com/x", false), ("http://10.0.0.1/x", false), ("ftp://127.0.0.1/x", false),
    ])
    func tokenOverHTTP(url: String, sent: Bool) {
        let request = GitHubAPI(token: "t0k3n", userAgent: "ua").request(URL(string: url)!)
        #expect((request.headers["Authorization"] != nil) == sent)
    }

    @Test("treats an empty token as none")
    func emptyToken() {
        #expect(GitHubAPI(token: "", userAgent: "ua").request(anyURL()).headers["Authorization"] == nil)
    }

    @Test("scopes the cache by server, leaving api.github.com unscoped", arguments: [
        ("https://api.github.com", ""), ("http://127.0.0.1:8787", "127.0.0.1-8787"),
        ("https://ghe.example.com/api/v3", "ghe.example.com-api-v3"),
        // GitHub's own however it is spelled: its caches and page memory are the same files.
        ("https://api.github.com/", ""), ("https://API.GitHub.com", ""), ("https://api.github.com:443", ""),
        ("http://api.github.com", "api.github.com"), ("https://api.github.com:8443", "api.github.com-8443"),
    ])
    func cacheScope(base: String, scope: String) {
        #expect(GitHubAPI(baseURL: URL(string: base)!, token: nil, userAgent: "ua").cacheScope == scope)
    }

    @Test("a long API path (a proxy's prefix) is named by its start and its hash, so file names stay under 255 bytes and servers apart (bb34 r-D1)")
    func longScope() {
        let path = String(repeating: "/mirror-prefix", count: 17)
        let long = GitHubAPI(baseURL: URL(string: "http://127.0.0.1:8787" + path)!, token: nil, userAgent: "ua").cacheScope
        let other = GitHubAPI(baseURL: URL(string: "http://127.0.0.1:8787" + path + "/v2")!, token: nil, userAgent: "ua").cacheScope
        #expect(long.hasPrefix("127.0.0.1-8787-mirror-prefix-mirror") && long.utf8.count <= 64, "\(long)")
        #expect(long != other)
        let stars = LocalStarHistoryCache(storage: InMemoryStorage(), scope: long, now: { referenceNow })
            .key(for: RepoName(owner: String(repeating: "o", count: 39), name: String(repeating: "N", count: 100)))
        #expect(stars.utf8.count <= 255, "\(stars.utf8.count)")
    }
}
