import Testing
@testable import TrendingCLI
import TrendingDomain

@Suite("RepoAddress, a repo's address on another site than github.com")
struct RepoAddressTests {
    @Test("web and clone addresses on any site name their repo; a place inside it is dropped", arguments: [
        "https://ghe.example.com/octo/rocket", "http://127.0.0.1:8787/octo/rocket/tree/main", "https://GHE.example.com:443/octo/rocket.git",
        "git@ghe.example.com:octo/rocket.git", "ssh://git@ghe.example.com/octo/rocket", " https://ghe.example.com/octo/rocket?tab=readme ",
    ])
    func names(address: String) {
        #expect(RepoName(argument: address) == RepoName(owner: "octo", name: "rocket"), "\(address)")
    }

    @Test("no repo: a site page, a user and password, no path, a third part only", arguments: [
        "https://ghe.example.com/orgs/octo", "https://me:pw@ghe.example.com/octo/rocket", "https://ghe.example.com", "https://ghe.example.com/octo",
        "ftp://ghe.example.com/octo/rocket",
    ])
    func refused(text: String) {
        #expect(RepoName(argument: text) == nil, "\(text)")
    }

    @Test("the site an address names, its default port left out; github.com's own forms are github.com; OWNER/REPO none")
    func sites() {
        #expect(RepoAddress.site("https://GHE.example.com:443/o/r") == "ghe.example.com")
        #expect(RepoAddress.site("http://127.0.0.1:8787/o/r") == "127.0.0.1:8787")
        #expect(RepoAddress.site("http://127.0.0.1:80/o/r") == "127.0.0.1")
        #expect(RepoAddress.site("git@ghe.example.com:o/r.git") == "ghe.example.com")
        #expect(RepoAddress.site("https://www.github.com/o/r") == "github.com" && RepoAddress.site("git@github.com:o/r.git") == "github.com")
        #expect(RepoAddress.site("o/r") == nil && RepoAddress.site("3") == nil)
    }

    @Test("an address on a third site is refused; the server's own site and github.com's pass (bb35 v-D1)")
    func mismatch() {
        #expect(RepoAddress.mismatch(in: ["https://other.example.com/o/r"], site: "ghe.example.com")! == ("https://other.example.com/o/r", "other.example.com"))
        #expect(RepoAddress.mismatch(in: ["https://ghe.example.com/o/r", "https://github.com/o/r", "o/r", "2"], site: "ghe.example.com") == nil)
        #expect(RepoAddress.mismatch(in: ["http://127.0.0.1:8787/o/r"], site: "127.0.0.1:8787") == nil)
        #expect(RepoAddress.mismatch(in: ["https://ghe.example.com/o/r"], site: "github.com") != nil)
    }
}
