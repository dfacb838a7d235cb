import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("BookmarksUseCase")
struct BookmarksUseCaseTests {
    @Test("adds a bookmark once, keeping the first date")
    func add() throws {
        let store = StateStoreSpy()
        let first = BookmarksUseCase(store: store, now: { fixedNow })
        let later = BookmarksUseCase(store: store, now: { fixedNow.addingTimeInterval(60) })

        #expect(try first.add(name("a/b")) == StateResult(BookmarkChange(name: name("a/b"), changed: true)))
        #expect(try later.add(name("A/B")) == StateResult(BookmarkChange(name: name("a/b"), changed: false)), "the name as filed")

        #expect(store.state.bookmarks["a/b"] == Bookmark(name: name("a/b"), addedAt: fixedNow))
        #expect(store.messages == [.update, .update])
    }

    @Test("removes a bookmark, saying whether there was one")
    func remove() throws {
        let store = StateStoreSpy(UserState(bookmarks: ["a/b": Bookmark(name: name("a/b"), addedAt: fixedNow)]))
        let sut = BookmarksUseCase(store: store, now: { fixedNow })

        #expect(try sut.remove(name("A/b")) == StateResult(BookmarkChange(name: name("a/b"), changed: true)), "the name as filed, not as typed")
        #expect(try sut.remove(name("a/b")) == StateResult(BookmarkChange(name: name("a/b"), changed: false)))
        #expect(store.state.bookmarks.isEmpty)
    }

    @Test("a name the cache knows GitHub renamed is bookmarked, and unbookmarked, under the new name")
    func renamed() throws {
        let store = StateStoreSpy()
        let known = KnownReposStub(renames: ["acme/old-name": name("acme/new-name"), "acme/evil": RepoName(owner: "ev\u{1B}il", name: "x")])
        let sut = BookmarksUseCase(store: store, known: known, now: { fixedNow })

        #expect(try sut.add(name("acme/old-name")) == StateResult(BookmarkChange(name: name("acme/new-name"), changed: true)))
        #expect(try sut.add(name("ACME/new-name")) == StateResult(BookmarkChange(name: name("acme/new-name"), changed: false)))
        #expect(Array(store.state.bookmarks.keys) == ["acme/new-name"])
        #expect(store.state.bookmarks["acme/new-name"]?.name.description == "acme/new-name")
        #expect(sut.currentName(of: name("acme/evil")) == name("acme/evil"), "a name GitHub cannot have is not followed")

        #expect(try sut.remove(name("acme/old-name")) == StateResult(BookmarkChange(name: name("acme/new-name"), changed: true)))
        #expect(store.state.bookmarks.isEmpty)
    }

    @Test("a repo renamed twice is filed under its last name; a rename loop stops")
    func renamedTwice() {
        let chain = KnownReposStub(renames: ["a/x": name("b/x"), "b/x": name("c/x")])
        let loop = KnownReposStub(renames: ["a/x": name("b/x"), "b/x": name("a/x")])
        #expect(chain.currentName(of: name("a/x")) == name("c/x"))
        #expect(loop.currentName(of: name("a/x")) == name("b/x"))
    }

    @Test("lists bookmarks oldest first, reading without a lock")
    func list() throws {
        let store = StateStoreSpy(UserState(bookmarks: [
            "z/new": Bookmark(name: name("z/new"), addedAt: fixedNow),
            "a/old": Bookmark(name: name("a/old"), addedAt: fixedNow.addingTimeInterval(-10)),
        ]))

        let list = try BookmarksUseCase(store: store, now: { fixedNow }).list()

        #expect(list.value.map(\.name.description) == ["a/old", "z/new"])
        #expect(list.warnings.isEmpty)
        #expect(store.messages == [.read])
    }

    @Test("every answer carries the store's warning when it found the state file corrupt", arguments: [0, 1, 2])
    func corruptState(call: Int) throws {
        let store = StateStoreSpy(UserState(bookmarks: ["a/b": Bookmark(name: name("a/b"), addedAt: fixedNow)]))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")
        let sut = BookmarksUseCase(store: store, now: { fixedNow })

        let warnings = switch call {
        case 0: try sut.add(name("c/d")).warnings
        case 1: try sut.remove(name("a/b")).warnings
        default: try sut.list().warnings
        }

        #expect(warnings == [.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")])
    }

    @Test("a corrupt state lists no bookmarks, with the warning")
    func corruptList() throws {
        let store = StateStoreSpy(UserState(bookmarks: ["a/b": Bookmark(name: name("a/b"), addedAt: fixedNow)]))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")

        #expect(try BookmarksUseCase(store: store, now: { fixedNow }).list() == StateResult([], warnings: [.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")]))
    }

    @Test("passes state failures on")
    func failure() {
        let store = StateStoreSpy()
        store.updateError = .busy(.test("held"))

        #expect(throws: StateError.busy(.test("held"))) { try BookmarksUseCase(store: store, now: { fixedNow }).add(name("a/b")) }
    }
}
