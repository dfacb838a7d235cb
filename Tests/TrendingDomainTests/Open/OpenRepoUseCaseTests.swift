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

        #expect(sut.page(for: .rank(2)) == OpenRepoResult(outcome: .success(URL(string: "https://pages.example/b/two")!)))
        #expect(store.messages == [.read])
        #expect(links.messages == [.page(name("b/two"), claimed: URL(string: "https://evil.example/b/two"))])
    }

    @Test("a rank with no list shown yet, or past its end, says which")
    func rankFailures() {
        let shown = [ShownRepo(name: name("a/one"), urlText: "https://github.com/a/one")]
        #expect(makeSUT(UserState()).sut.page(for: .rank(1)).outcome == .failure(.noListShown(rank: 1)))
        #expect(makeSUT(UserState(lastShown: shown)).sut.page(for: .rank(2)).outcome == .failure(.rankOutOfRange(2, count: 1)))
        #expect(makeSUT(UserState(lastShown: shown)).sut.page(for: .rank(0)).outcome == .failure(.rankOutOfRange(0, count: 1)))
    }

    @Test("a name opens the page a list or a bookmark saw for it, else the page its name gives")
    func repoByName() throws {
        let bookmarked = anyRepo(owner: "c", name: "three")
        let state = UserState(
            bookmarks: ["c/three": Bookmark(name: name("c/three"), addedAt: fixedNow, details: bookmarked)],
            lastShown: [ShownRepo(name: name("A/One"), urlText: "https://github.com/A/One")]
        )
        let (sut, _, links) = makeSUT(state)

        _ = sut.page(for: .repo(name("a/one")))
        _ = sut.page(for: .repo(name("c/three")))
        _ = sut.page(for: .repo(name("d/four")))

        #expect(links.messages == [
            .page(name("a/one"), claimed: URL(string: "https://github.com/A/One")),
            .page(name("c/three"), claimed: URL(string: "https://github.com/c/three")),
            .page(name("d/four"), claimed: nil),
        ])
    }

    @Test("an unreadable state is the store's error, and nothing is opened")
    func unreadableState() {
        let (sut, store, links) = makeSUT(UserState())
        store.readError = .io(.test("permission denied"))

        #expect(sut.page(for: .repo(name("a/one"))) == OpenRepoResult(outcome: .failure(.stateUnreadable(.io(.test("permission denied"))))))
        #expect(links.messages.isEmpty)
    }

    @Test("a corrupt state moved aside is a warning, beside the page or the failure it leaves")
    func corruptState() {
        let shown = [ShownRepo(name: name("a/one"), urlText: "https://github.com/a/one")]
        let warning = StateNotice.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")
        let (byRank, rankStore, _) = makeSUT(UserState(lastShown: shown))
        let (byName, nameStore, _) = makeSUT(UserState(lastShown: shown))
        rankStore.corrupt(movedTo: "/state/state.json.corrupt-1")
        nameStore.corrupt(movedTo: "/state/state.json.corrupt-1")

        #expect(byRank.page(for: .rank(1)) == OpenRepoResult(outcome: .failure(.noListShown(rank: 1)), warnings: [warning]))
        #expect(byName.page(for: .repo(name("a/one"))) == OpenRepoResult(outcome: .success(URL(string: "https://pages.example/a/one")!), warnings: [warning]))
    }

    // MARK: - Helpers

    private func makeSUT(_ state: UserState) -> (sut: OpenRepoUseCase, store: StateStoreSpy, links: WebLinksSpy) {
        let store = StateStoreSpy(state)
        let links = WebLinksSpy()
        return (OpenRepoUseCase(store: store, links: links), store, links)
    }
}
