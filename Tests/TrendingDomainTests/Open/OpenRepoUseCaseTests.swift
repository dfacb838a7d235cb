import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

@Suite("OpenRepoUseCase")
struct OpenRepoUseCaseTests {
    @Test("a rank opens that row of the last list shown, through the web-link rule")
    func rank() throws {
        let shown = [ShownRepo(name: name("a/one"), urlText: "https://github.com/a/one"), ShownRepo(name: name("b/two"), urlText: "https://evil.example/b/two")]
        let (sut, store, links) = makeSUT(UserState(lastShown: shown))

        #expect(try sut.page(for: .rank(2)) == URL(string: "https://pages.example/b/two"))
        #expect(store.messages == [.read])
        #expect(links.messages == [.page(name("b/two"), claimed: URL(string: "https://evil.example/b/two"))])
    }

    @Test("a rank with no list shown yet, or past its end, says which")
    func rankFailures() {
        let shown = [ShownRepo(name: name("a/one"), urlText: "https://github.com/a/one")]
        #expect(throws: OpenRepoError.noListShown(rank: 1)) { try makeSUT(UserState()).sut.page(for: .rank(1)) }
        #expect(throws: OpenRepoError.rankOutOfRange(2, count: 1)) { try makeSUT(UserState(lastShown: shown)).sut.page(for: .rank(2)) }
        #expect(throws: OpenRepoError.rankOutOfRange(0, count: 1)) { try makeSUT(UserState(lastShown: shown)).sut.page(for: .rank(0)) }
    }

    @Test("a name opens the page a list or a bookmark saw for it, else the page its name gives")
    func repoByName() throws {
        let bookmarked = anyRepo(owner: "c", name: "three")
        let state = UserState(
            bookmarks: ["c/three": Bookmark(name: name("c/three"), addedAt: fixedNow, details: bookmarked)],
            lastShown: [ShownRepo(name: name("A/One"), urlText: "https://github.com/A/One")]
        )
        let (sut, _, links) = makeSUT(state)

        _ = try sut.page(for: .repo(name("a/one")))
        _ = try sut.page(for: .repo(name("c/three")))
        _ = try sut.page(for: .repo(name("d/four")))

        #expect(links.messages == [
            .page(name("a/one"), claimed: URL(string: "https://github.com/A/One")),
            .page(name("c/three"), claimed: URL(string: "https://github.com/c/three")),
            .page(name("d/four"), claimed: nil),
        ])
    }

    @Test("an unreadable state is the store's error, and nothing is opened")
    func unreadableState() {
        let (sut, store, links) = makeSUT(UserState())
        store.readError = .io("permission denied")

        #expect(throws: OpenRepoError.stateUnreadable(.io("permission denied"))) { try sut.page(for: .repo(name("a/one"))) }
        #expect(links.messages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(_ state: UserState) -> (sut: OpenRepoUseCase, store: StateStoreSpy, links: WebLinksSpy) {
        let store = StateStoreSpy(state)
        let links = WebLinksSpy()
        return (OpenRepoUseCase(store: store, links: links), store, links)
    }
}
