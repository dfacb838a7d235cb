import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("GitHubWebLinks: sites, pages and feed links")
struct GitHubWebLinksSiteTests {
    @Test("maps API bases to their https web sites", arguments: [
        ("https://api.github.com", "https://github.com", "github.com"),
        ("https://ghe.example.com/api/v3", "https://ghe.example.com", "ghe.example.com"),
        ("https://GHE.example.com:8443/api/v3", "https://ghe.example.com:8443", "ghe.example.com:8443"),
        ("http://ghe.internal/api/v3", "http://ghe.internal", "ghe.internal"),
        ("http://127.0.0.1:4000", "http://127.0.0.1:4000", "127.0.0.1:4000"),
        ("http://localhost:4000", "http://localhost:4000", "localhost:4000"),
    ])
    func sites(base: String, origin: String, site: String) {
        let sut = GitHubWebLinks(apiBase: URL(string: base)!)

        #expect(sut.origin == origin)
        #expect(sut.site == site)
    }

    @Test("keeps GitHub's html_url when it is this site's page for the repo")
    func keepsGoodURL() {
        let sut = GitHubWebLinks(apiBase: URL(string: "https://api.github.com")!)

        #expect(sut.repo(owner: "octo-org", name: "rocket", htmlURL: "https://github.com/octo-org/rocket") == "https://github.com/octo-org/rocket")
        #expect(sut.repo(owner: "octo-org", name: "rocket", htmlURL: "https://github.com/Octo-Org/Rocket") == "https://github.com/Octo-Org/Rocket")
    }

    @Test("builds the page from the name when html_url points anywhere else", arguments: [
        "javascript:alert(1)",
        "http://github.com/octo-org/rocket",
        "https://evil.example/octo-org/rocket",
        "https://github.com.evil.example/octo-org/rocket",
        "https://user@github.com/octo-org/rocket",
        "https://github.com/octo-org/rocket?x=1",
        "https://github.com/octo-org/rocket#frag",
        "https://github.com/evil/phish",
        "https://github.com/octo-org/rocket/../../evil",
        "https://github.com/octo-org/rocket) [x](https://evil.example",
        "",
    ])
    func replacesBadURL(htmlURL: String) {
        let sut = GitHubWebLinks(apiBase: URL(string: "https://api.github.com")!)

        #expect(sut.repo(owner: "octo-org", name: "rocket", htmlURL: htmlURL) == "https://github.com/octo-org/rocket")
    }

    @Test("percent-encodes a hostile name, so it can't end the URL or walk its path")
    func encodesNames() {
        let sut = GitHubWebLinks(apiBase: URL(string: "https://ghe.example.com/api/v3")!)

        #expect(sut.repo(owner: "a b", name: "x)](javascript:1)", htmlURL: "") == "https://ghe.example.com/a%20b/x%29%5D%28javascript%3A1%29")
        #expect(sut.repo(owner: "o", name: "..", htmlURL: "") == "https://ghe.example.com/o/%2E%2E")
    }

    @Test("links a feed to the site's search for the query")
    func search() {
        let sut = GitHubWebLinks(apiBase: URL(string: "https://api.github.com")!)
        let query = TrendingQuery(period: .daily, language: "C++", topics: ["cli"], minStars: 10)

        let url = sut.search(query, now: Date(timeIntervalSince1970: 1_795_435_200))

        #expect(url == "https://github.com/search?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z+language%3AC%2B%2B+topic%3Acli+stars%3A%3E%3D10&type=repositories&s=stars&o=desc")
    }
}
