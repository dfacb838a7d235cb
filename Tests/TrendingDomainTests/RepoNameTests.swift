import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("RepoName")
struct RepoNameTests {
    @Test("parses owner/name, URLs and .git suffixes", arguments: [
        ("octo-org/rocket", "octo-org/rocket"), ("  a/b  ", "a/b"), ("https://github.com/apple/swift", "apple/swift"),
        ("github.com/apple/swift.git", "apple/swift"), ("o/r.js", "o/r.js"), ("o/r_1-x", "o/r_1-x"),
        // Copied addresses: a place inside the repo, a clone URL.
        ("https://github.com/apple/swift/tree/main/docs", "apple/swift"), ("https://github.com/apple/swift/issues/1", "apple/swift"),
        ("https://github.com/apple/swift?tab=readme", "apple/swift"), ("https://www.github.com/apple/swift#install", "apple/swift"),
        ("git@github.com:apple/swift.git", "apple/swift"), ("ssh://git@github.com/apple/swift.git", "apple/swift"),
        ("HTTPS://GitHub.com/Apple/Swift/", "Apple/Swift"),
    ])
    func parses(text: String, expected: String) {
        #expect(RepoName(parsing: text)?.description == expected)
    }

    @Test("rejects anything else", arguments: [
        "", "a", "a/", "/b", "a/b/c", "a b/c", "a/..", "a.b/c", "a/b?x", "../etc", "a/\u{1B}[2J", "-o/r", "https://github.com/apple",
        "https://github.com/apple//x", "git@gitlab.com:a/b.git", "https://github.com/a/b c/tree",
        // Pages of GitHub's own, and a path a browser would resolve elsewhere.
        "https://github.com/orgs/o/repositories", "https://github.com/settings/profile", "https://github.com/topics/cli",
        "https://github.com/o/r/../x",
    ])
    func rejects(text: String) {
        #expect(RepoName(parsing: text) == nil)
    }

    @Test("folds case in its key, as GitHub does")
    func key() {
        #expect(name("Apple/Swift").key == name("apple/swift").key)
    }
}
