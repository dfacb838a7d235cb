import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

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
