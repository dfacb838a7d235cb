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

@Suite("BookmarksUseCase")
struct BookmarksUseCaseTests {
    @Test("adds a bookmark once, keeping the first date")
    func add() throws {
        let store = StateStoreSpy()
        let first = BookmarksUseCase(store: store, now: { fixedNow })
        let later = BookmarksUseCase(store: store, now: { fixedNow.addingTimeInterval(60) })

        #expect(try first.add(name("a/b")) == true)
        #expect(try later.add(name("A/B")) == false)

        #expect(store.state.bookmarks["a/b"] == Bookmark(name: name("a/b"), addedAt: fixedNow))
        #expect(store.messages == [.update, .update])
    }

    @Test("removes a bookmark, saying whether there was one")
    func remove() throws {
        let store = StateStoreSpy(UserState(bookmarks: ["a/b": Bookmark(name: name("a/b"), addedAt: fixedNow)]))
        let sut = BookmarksUseCase(store: store, now: { fixedNow })

        #expect(try sut.remove(name("a/b")) == true)
        #expect(try sut.remove(name("a/b")) == false)
        #expect(store.state.bookmarks.isEmpty)
    }

    @Test("lists bookmarks oldest first, reading without a lock")
    func list() throws {
        let store = StateStoreSpy(UserState(bookmarks: [
            "z/new": Bookmark(name: name("z/new"), addedAt: fixedNow),
            "a/old": Bookmark(name: name("a/old"), addedAt: fixedNow.addingTimeInterval(-10)),
        ]))

        let list = try BookmarksUseCase(store: store, now: { fixedNow }).list()

        #expect(list.map(\.name.description) == ["a/old", "z/new"])
        #expect(store.messages == [.read])
    }

    @Test("passes state failures on")
    func failure() {
        let store = StateStoreSpy()
        store.updateError = .busy("held")

        #expect(throws: StateError.busy("held")) { try BookmarksUseCase(store: store, now: { fixedNow }).add(name("a/b")) }
    }
}

@Suite("HiddenReposUseCase")
struct HiddenReposUseCaseTests {
    @Test("hides and unhides one repo")
    func hideUnhide() throws {
        let store = StateStoreSpy()
        let sut = HiddenReposUseCase(store: store, now: { fixedNow })

        #expect(try sut.hide(name("a/b")))
        #expect(try !sut.hide(name("a/b")))
        #expect(try sut.list() == [HiddenRepo(name: name("a/b"), hiddenAt: fixedNow)])
        #expect(try sut.unhide(name("a/b")))
        #expect(try !sut.unhide(name("a/b")))
    }

    @Test("hides every repo of the last list, skipping those already hidden")
    func hideAll() throws {
        let shown = ["a/one", "b/two", "c/three"].map { ShownRepo(name: name($0), url: anyURL()) }
        let store = StateStoreSpy(UserState(hidden: ["b/two": HiddenRepo(name: name("b/two"), hiddenAt: fixedNow)], lastShown: shown))

        let hidden = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(hidden == HideAllOutcome(hidden: [name("a/one"), name("c/three")], keptBookmarked: []))
        #expect(Set(store.state.hidden.keys) == ["a/one", "b/two", "c/three"])
    }

    @Test("hide --all keeps bookmarked repos in lists and says which")
    func hideAllKeepsBookmarks() throws {
        let shown = ["a/one", "b/two", "c/three"].map { ShownRepo(name: name($0), url: anyURL()) }
        let store = StateStoreSpy(UserState(bookmarks: ["b/two": Bookmark(name: name("b/two"), addedAt: fixedNow)], lastShown: shown))

        let outcome = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(outcome == HideAllOutcome(hidden: [name("a/one"), name("c/three")], keptBookmarked: [name("b/two")]))
        #expect(Set(store.state.hidden.keys) == ["a/one", "c/three"])
    }
}

@Suite("UserState")
struct UserStateTests {
    @Test("keeps the first time a repo was seen")
    func firstSeen() {
        var state = UserState()
        state.markSeen([name("a/b")], at: fixedNow)
        state.markSeen([name("a/b")], at: fixedNow.addingTimeInterval(99))
        #expect(state.seen["a/b"] == fixedNow)
    }

    @Test("forgets the longest-seen repos beyond the limit")
    func bounded() {
        var state = UserState()
        let old = (0..<UserState.seenLimit).map { name("old/r\($0)") }
        state.markSeen(old, at: fixedNow)
        state.markSeen([name("new/one"), name("new/two")], at: fixedNow.addingTimeInterval(1))

        #expect(state.seen.count == UserState.seenLimit)
        #expect(state.seen["new/one"] != nil && state.seen["new/two"] != nil)
    }

    @Test("refreshes the details of bookmarked repos only")
    func refreshBookmarks() {
        var state = UserState(bookmarks: ["owner/repo1": Bookmark(name: name("owner/repo1"), addedAt: fixedNow)])
        state.refreshBookmarks(with: [anyRepo(id: 1, name: "repo1", stars: 42), anyRepo(id: 2, name: "repo2")])

        #expect(state.bookmarks["owner/repo1"]?.details?.stars == 42)
        #expect(state.bookmarks.count == 1)
    }
}
