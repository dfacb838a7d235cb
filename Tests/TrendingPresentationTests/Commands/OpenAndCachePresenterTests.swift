import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("OpenPresenter and CachePresenter")
struct OpenAndCachePresenterTests {
    @Test("a failing browser is a warning, then the URL alone on stdout; control characters never pass")
    func browserFailed() {
        let view = WordsSpy()
        let url = URL(string: "https://github.com/octo-org/rocket")!

        OpenPresenter(view: view).presentBrowserFailed(url, command: "fire\u{1B}[2Jfox", reason: "exited with status 1")

        #expect(view.notices == [NoticeViewModel(kind: .warning, message: "Could not open the browser: 'firefox' exited with status 1. Open the URL yourself:")])
        #expect(view.lines == ["https://github.com/octo-org/rocket"])
    }

    @Test("rank errors say what the last list holds")
    func ranks() {
        let view = WordsSpy()

        OpenPresenter(view: view).presentRankOutOfRange(9, count: 3)
        OpenPresenter(view: view).presentNoListShown(rank: 1)

        #expect(view.errors.map(\.title) == ["The last list has 3 repos", "No list to pick rank 1 from"])
    }

    @Test("cache clear confirms with a count, and explains a failure")
    func cache() {
        let view = WordsSpy()
        let sut = CachePresenter(view: view)

        sut.presentCleared(count: 1, from: "/c")
        sut.presentCleared(count: 2, from: "/c")
        sut.presentCleared(count: 0, from: "/c", keptFolders: ["search-a.json.corrupt-1"])
        sut.presentCleared(count: 0, from: "/c", keptFolders: (1...5).map { "stars-\($0).json.corrupt-1" })
        sut.presentClearFailed(reason: "permission denied", path: "/c")
        sut.presentPath("/c")

        #expect(view.notices.map(\.message) == [
            "Removed 1 cached file from /c.", "Removed 2 cached files from /c.",
            "Removed 0 cached files from /c.",
            "Kept 1 folder moved aside from a cache file's place (search-a.json.corrupt-1): trending removes only files it wrote; remove it yourself if nothing in it is needed.",
            "Removed 0 cached files from /c.",
            "Kept 5 folders moved aside from a cache file's place (stars-1.json.corrupt-1, stars-2.json.corrupt-1, stars-3.json.corrupt-1 and 2 more): trending removes only files it wrote; remove them yourself if nothing in them is needed.",
        ])
        #expect(view.errors == [ErrorViewModel(title: "Could not clear the cache", message: "permission denied.", hint: "Check the permissions of /c.")])
        #expect(view.lines == ["/c"])
    }

    @Test("completion lists bookmarks by name, then the last list, each once")
    func completion() {
        let view = CandidatesSpy()
        let rocket = RepoName(owner: "octo-org", name: "rocket"), zeta = RepoName(owner: "z", name: "zeta")
        let page = URL(string: "https://github.com/x/y")!
        let state = UserState(
            bookmarks: [zeta.key: Bookmark(name: zeta, addedAt: Date(timeIntervalSince1970: 0)), rocket.key: Bookmark(name: rocket, addedAt: Date(timeIntervalSince1970: 0))],
            lastShown: [ShownRepo(name: RepoName(owner: "a", name: "b"), url: page), ShownRepo(name: zeta, url: page)]
        )

        CompletionPresenter(view: view).presentRepos(in: state)
        CompletionPresenter(view: view).presentRepos(in: UserState())

        #expect(view.batches == [["octo-org/rocket", "z/zeta", "a/b"]])
    }

    @Test("completion offers only names GitHub allows: a shell would expand $( ), backticks or spaces in a hostile one")
    func completionRefusesHostileNames() {
        let view = CandidatesSpy()
        let page = URL(string: "https://github.com/x/y")!
        let hostile = ["a b/c$(touch pwned)", "o/`id`", "o/r;rm", "o/~x", "o/$HOME", "o/{a,b}", " o/r", "o/.."]
        let state = UserState(lastShown: (hostile + ["ok/fine.js"]).map { ShownRepo(name: RepoName(stored: $0)!, url: page) })

        CompletionPresenter(view: view).presentRepos(in: state)

        #expect(view.batches == [["ok/fine.js"]])
    }
}

/// Records completion candidates.
final class CandidatesSpy: CompletionView, @unchecked Sendable {
    private let lock = NSLock()
    private var _batches: [[String]] = []
    var batches: [[String]] { lock.withLock { _batches } }

    func displayCandidates(_ candidates: [DisplayText]) { lock.withLock { _batches.append(candidates.map(\.text)) } }
}

/// Records what the open and cache presenters say.
final class WordsSpy: OpenView, CacheView, @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    private var _notices: [NoticeViewModel] = []
    private var _errors: [ErrorViewModel] = []
    var lines: [String] { lock.withLock { _lines } }
    var notices: [NoticeViewModel] { lock.withLock { _notices } }
    var errors: [ErrorViewModel] { lock.withLock { _errors } }

    func displayURL(_ url: DisplayText) { lock.withLock { _lines.append(url.text) } }
    func displayPath(_ path: DisplayText) { lock.withLock { _lines.append(path.text) } }
    func display(_ viewModel: NoticeViewModel) { lock.withLock { _notices.append(viewModel) } }
    func display(_ viewModel: ErrorViewModel) { lock.withLock { _errors.append(viewModel) } }
}
