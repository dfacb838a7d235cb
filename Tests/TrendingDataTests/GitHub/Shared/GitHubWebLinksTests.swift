import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("GitHubWebLinks: which API URLs may be opened or linked")
struct GitHubWebLinksTests {
    private let name = RepoName(owner: "octo-org", name: "rocket")

    @Test("the web host belongs to the API base", arguments: [
        ("https://api.github.com", "https://github.com"),
        ("https://ghe.example.com/api/v3", "https://ghe.example.com"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ])
    func origins(base: String, origin: String) {
        #expect(makeSUT(base).origin == origin)
        #expect(makeSUT(base).page(for: name, claimed: nil).absoluteString == origin + "/octo-org/rocket")
    }

    @Test("keeps https pages on the web host", arguments: [
        ("https://api.github.com", "https://github.com/octo-org/rocket"),
        ("https://api.github.com", "https://GitHub.com/octo-org/rocket"),
        ("https://ghe.example.com/api/v3", "https://ghe.example.com/octo-org/rocket"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080/octo-org/rocket"),
    ])
    func keeps(base: String, url: String) {
        #expect(makeSUT(base).page(for: name, claimed: URL(string: url)!).absoluteString == url)
    }

    @Test("derives the page for anything else", arguments: [
        "javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi", "https://evil.example/octo-org/rocket",
        "http://github.com/octo-org/rocket", "https://github.com.evil.example/x", "https://user:pw@github.com/octo-org/rocket",
        "https://github.com:8443/octo-org/rocket", "ftp://github.com/octo-org/rocket",
    ])
    func derives(url: String) {
        let claimed = URL(string: url)
        #expect(makeSUT("https://api.github.com").page(for: name, claimed: claimed).absoluteString == "https://github.com/octo-org/rocket")
    }

    @Test("a page's text is the page's URL as text, whatever GitHub claims", arguments: [
        "https://github.com/octo-org/rocket", "https://GitHub.com/Octo-Org/Rocket", "https://github.com/octo-org/rocket/",
        "https://github.com/octo-org/rocket//", "https://github.com/octo-org/rocket?tab=x", "https://github.com/octo-org/rocket#x",
        "https://github.com/octo-org/rockets", "https://github.com/octo-org/rocke", "https://github.com:443/octo-org/rocket",
        "https://user@github.com/octo-org/rocket", "http://github.com/octo-org/rocket", "https://evil.example/octo-org/rocket",
        "https://github.com/octo-org/r%6Fcket", "https://github.com/octo-org/rocket%2F", "javascript:alert(1)", "",
        "https://git%68ub.com/octo-org/rocket", "https://GITHUB.COM/octo-org/rocket?x", "https://ghe.example.com/octo-org/rocket",
        "https://GHE.example.COM/octo-org/rocket/", "http://127.0.0.1:8080/octo-org/rocket", "http://[::1]:9/octo-org/rocket",
        "https://github.com.evil.example/octo-org/rocket", "https://evil.example/github.com/octo-org/rocket",
    ])
    func pageText(url: String) {
        for base in ["https://api.github.com", "https://ghe.example.com/api/v3", "http://127.0.0.1:8080", "http://[::1]:9"] {
            let sut = makeSUT(base)
            for repo in [name, RepoName(owner: "a b", name: ".."), RepoName(owner: "Ünï", name: "x/y?z#"), RepoName(owner: "", name: "")] {
                let claimed = URL(string: url)
                #expect(sut.pageText(for: repo, claimed: claimed) == sut.page(for: repo, claimed: claimed).absoluteString, "\(base) \(repo) \(url)")
            }
        }
    }

    @Test("a page's text from a file that is not a URL, or not the repo's page, gives the derived page", arguments: [
        "not a url", "", "https://github.com/octo-org/rocket\u{1B}[2J", "https://github.com/octo-org/rocket <x>", "javascript:alert(1)",
        "https://github.com/mallory/evil", "https://github.com.evil.example/octo-org/rocket",
    ])
    func pageTextOfStoredText(text: String) {
        let sut = makeSUT("https://api.github.com")
        #expect(sut.pageText(for: name, claimedText: text) == "https://github.com/octo-org/rocket")
        #expect(sut.pageText(for: name, claimedText: text) == sut.page(for: name, claimed: URL(string: text)).absoluteString)
    }

    @Test("GitHub's own form of the page is kept as it came, letter case and trailing slash too")
    func pageTextKeepsGitHubForm() {
        let sut = makeSUT("https://api.github.com")
        for text in ["https://github.com/octo-org/rocket", "https://github.com/Octo-Org/Rocket/", "https://GITHUB.COM/octo-org/rocket"] {
            #expect(sut.pageText(for: name, claimedText: text) == text)
            #expect(sut.pageText(for: name, claimedText: text) == sut.page(for: name, claimed: URL(string: text)).absoluteString)
        }
    }

    @Test("a page's text is matched piece by piece as the whole text would be", arguments: [
        "https://github.com/a/b", "https://GitHub.com/A/B/", "https://github.com/a/b//", "https://github.com/a/bc", "https://github.com/ab",
        "https://github.com/a/", "https://github.com/a/b?", "https://github.com//a/b", "", "https://github.com/@/b", "https://github.com/`/b",
    ])
    func isPagePieceByPiece(text: String) {
        // ASCII text: lower-casing it is the letter-case rule.
        let whole = ["https://github.com/a/b", "https://github.com/a/b/"].contains(text.lowercased())
        #expect(GitHubWebLinks.isPage(text, origin: "https://github.com", owner: "a", repo: "b") == whole, "\(text)")
    }

    @Test("a URL is judged off a host only when its text can't name it")
    func mayNameHost() {
        #expect(GitHubWebLinks.mayName("github.com", in: "https://GitHub.COM/a/b"))
        #expect(GitHubWebLinks.mayName("github.com", in: "https://evil.example/github.com"))
        #expect(GitHubWebLinks.mayName("github.com", in: "https://git%68ub.com/a/b"))
        #expect(GitHubWebLinks.mayName("::1", in: "http://[::1]:9/a/b"))
        #expect(!GitHubWebLinks.mayName("github.com", in: "https://gitlab.com/a/b"))
        #expect(!GitHubWebLinks.mayName("github.com", in: "https://github.co/m"))
        #expect(!GitHubWebLinks.mayName("127.0.0.1", in: "https://github.com/a/b"))
        #expect(!GitHubWebLinks.mayName("github.com", in: ""))
    }

    @Test("letter case aside, and a trailing slash, a page's text is the page; other bytes must match")
    func isPageLetterCase() {
        #expect(GitHubWebLinks.isPage("https://GitHub.com/A/B", origin: "https://github.com", owner: "a", repo: "b"))
        #expect(GitHubWebLinks.isPage("https://github.com/a/b/", origin: "https://github.com", owner: "a", repo: "b"))
        #expect(!GitHubWebLinks.isPage("https://github.com/a/b?", origin: "https://github.com", owner: "a", repo: "b"))
        #expect(!GitHubWebLinks.isPage("https://github.com/@/b", origin: "https://github.com", owner: "`", repo: "b"))
        #expect(!GitHubWebLinks.isPage("https://github.com/[/b", origin: "https://github.com", owner: "{", repo: "b"))
    }

    @Test("http passes only where the API itself is spoken over http")
    func httpOnlyWhenTheAPIIsHTTP() {
        #expect(makeSUT("https://ghe.example.com/api/v3").link(forHomepage: "http://ghe.example.com/x") == nil)
        #expect(makeSUT("http://ghe.example.com/api/v3").link(forHomepage: "http://ghe.example.com/x") != nil)
        #expect(makeSUT("http://localhost:9").link(forHomepage: "http://localhost:9/x") != nil)
    }

    @Test("a homepage links only when it passes the same rule")
    func homepage() {
        let sut = makeSUT("https://api.github.com")
        #expect(sut.link(forHomepage: "https://github.com/octo-org/rocket/wiki")?.absoluteString == "https://github.com/octo-org/rocket/wiki")
        #expect(sut.link(forHomepage: "javascript:alert(1)") == nil)
        #expect(sut.link(forHomepage: "https://octo-org.github.io/rocket/") == nil)
    }

    @Test("a homepage whose text holds what a URL must encode is not linked: the link would go elsewhere than it reads (bb43 u2-D1)",
          arguments: ["https://github.com/octo-org/rocket\u{1B}]0;/../../../evil/repo\u{07}", "https://github.com/octo-org/rocket\u{200B}/x",
                      "https://github.com/octo-org/rocket\u{202E}x", "https://github.com/octo-org/rocket\u{0}", "https://github.com/octo org/rocket"])
    func homepageNotAsItReads(homepage: String) {
        #expect(makeSUT("https://api.github.com").link(forHomepage: homepage) == nil)
    }

    // MARK: - Helpers

    private func makeSUT(_ base: String) -> GitHubWebLinks {
        GitHubWebLinks(apiBase: URL(string: base)!)
    }
}
