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
