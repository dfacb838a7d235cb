import Testing
@testable import TrendingCLI

/// Advice in README and the man page that a user copies: it must work as written.
@Suite("README advice")
struct ReadmeAdviceTests {
    @Test("no alias advice (an alias's --limit breaks show, bookmarks, cache and open); the config file instead")
    func noAlias() throws {
        let readme = try Readme.text()
        #expect(!readme.contains("alias trending="))
        #expect(readme.contains("### Configuration") && readme.contains("trending/config"))
    }

    @Test("zsh completions install per user, in ~/.zfunc added to fpath, not into a root-owned ${fpath[1]}")
    func zshPerUser() throws {
        let readme = try Readme.text()
        let page = try ManPage.rawLines().joined(separator: "\n")
        for text in [readme, page] {
            #expect(!text.contains("${fpath[1]}"))
            #expect(text.contains("~/.zfunc/_trending") && text.contains("fpath+=~/.zfunc"))
        }
    }

    @Test("the set-up section gives time estimates and no test count that drifts")
    func setUpTimes() throws {
        let readme = try Readme.text()
        let setUp = try #require(readme.range(of: "## Set up")).upperBound
        let usage = try #require(readme.range(of: "## Usage")).lowerBound
        let section = readme[setUp..<usage]
        #expect(section.contains("about 1 minute") && section.contains("about 9 minutes on 2 cores"))
        #expect(section.firstMatch(of: /Test run with \d+ tests/) == nil)
    }
}
