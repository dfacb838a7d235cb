import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("RepoName")
struct RepoNameTests {
    @Test("parses owner/name, URLs and .git suffixes", arguments: [
        ("octo-org/rocket", "octo-org/rocket"), ("  a/b  ", "a/b"), ("https://github.com/apple/swift", "apple/swift"),
        ("github.com/apple/swift.git", "apple/swift"), ("o/r.js", "o/r.js"), ("o/r_1-x", "o/r_1-x"),
    ])
    func parses(text: String, expected: String) {
        #expect(RepoName(parsing: text)?.description == expected)
    }

    @Test("rejects anything else", arguments: ["", "a", "a/", "/b", "a/b/c", "a b/c", "a/..", "a.b/c", "a/b?x", "../etc", "a/\u{1B}[2J"])
    func rejects(text: String) {
        #expect(RepoName(parsing: text) == nil)
    }

    @Test("folds case in its key, as GitHub does")
    func key() {
        #expect(name("Apple/Swift").key == name("apple/swift").key)
    }
}
