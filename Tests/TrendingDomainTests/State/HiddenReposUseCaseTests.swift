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

        #expect(try sut.hide(name("a/b")) == StateResult(true))
        #expect(try sut.hide(name("a/b")) == StateResult(false))
        #expect(try sut.list() == StateResult([HiddenRepo(name: name("a/b"), hiddenAt: fixedNow)]))
        #expect(try sut.unhide(name("a/b")) == StateResult(true))
        #expect(try sut.unhide(name("a/b")) == StateResult(false))
    }

    @Test("a repo a cached list knows is hidden as GitHub spells it, as a bookmark is filed (bb38 c2 remark)")
    func githubSpelling() throws {
        let repo = Repo(id: 1, owner: "octo-org", name: "rocket", description: nil, language: nil, stars: 1, forks: 0,
                        url: URL(string: "https://github.com/octo-org/rocket")!, createdAt: fixedNow)
        let store = StateStoreSpy()
        let sut = HiddenReposUseCase(store: store, known: KnownReposStub([KnownSummary(repo: repo, fetchedAt: fixedNow)]), now: { fixedNow })

        #expect(try sut.hide(name("OCTO-ORG/ROCKET")) == StateResult(true))
        #expect(store.state.hidden["octo-org/rocket"]?.name.description == "octo-org/rocket")
        #expect(try sut.hide([name("Octo-Org/Rocket")]) == StateResult([]), "already hidden, in any case")
        #expect(try sut.unhide(name("OCTO-ORG/rocket")) == StateResult(true))
    }

    @Test("a name the cache knows GitHub renamed is hidden, and unhidden, under the new name")
    func renamed() throws {
        let store = StateStoreSpy()
        let sut = HiddenReposUseCase(store: store, known: KnownReposStub(renames: ["acme/old-name": name("acme/new-name")]), now: { fixedNow })

        #expect(try sut.hide(name("acme/old-name")) == StateResult(true))
        #expect(try sut.hide(name("acme/new-name")) == StateResult(false))
        #expect(try sut.list() == StateResult([HiddenRepo(name: name("acme/new-name"), hiddenAt: fixedNow)]))
        #expect(try sut.unhide(name("acme/old-name")) == StateResult(true))
        #expect(store.state.hidden.isEmpty)
    }

    @Test("browse's several names and hide --all take a renamed row's old name for the new one, and answer by the names given")
    func renamedMany() throws {
        let known = KnownReposStub(renames: ["acme/old-name": name("acme/new-name")])
        let store = StateStoreSpy()
        let sut = HiddenReposUseCase(store: store, known: known, now: { fixedNow })

        #expect(try sut.hide([name("acme/old-name"), name("a/b")]) == StateResult([name("acme/old-name"), name("a/b")]))
        #expect(Set(store.state.hidden.keys) == ["acme/new-name", "a/b"])
        #expect(try sut.hide([name("acme/new-name")]) == StateResult([]))
        #expect(try sut.unhide([name("acme/old-name")]) == StateResult([name("acme/old-name")]))
        #expect(Set(store.state.hidden.keys) == ["a/b"])

        let shown = [ShownRepo(name: name("acme/old-name"), url: anyURL())]
        let bookmarked = StateStoreSpy(UserState(bookmarks: ["acme/new-name": Bookmark(name: name("acme/new-name"), addedAt: fixedNow)], lastShown: shown))
        let all = try HiddenReposUseCase(store: bookmarked, known: known, now: { fixedNow }).hideLastShown()
        #expect(all == StateResult(HideAllOutcome(hidden: [], keptBookmarked: [name("acme/old-name")])))
        let plain = StateStoreSpy(UserState(lastShown: shown))
        _ = try HiddenReposUseCase(store: plain, known: known, now: { fixedNow }).hideLastShown()
        #expect(Set(plain.state.hidden.keys) == ["acme/new-name"])
    }

    @Test("hides every repo of the last list, skipping those already hidden")
    func hideAll() throws {
        let shown = ["a/one", "b/two", "c/three"].map { ShownRepo(name: name($0), url: anyURL()) }
        let store = StateStoreSpy(UserState(hidden: ["b/two": HiddenRepo(name: name("b/two"), hiddenAt: fixedNow)], lastShown: shown))

        let hidden = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(hidden == StateResult(HideAllOutcome(hidden: [name("a/one"), name("c/three")], keptBookmarked: [])))
        #expect(Set(store.state.hidden.keys) == ["a/one", "b/two", "c/three"])
    }

    @Test("hide --all keeps bookmarked repos in lists and says which")
    func hideAllKeepsBookmarks() throws {
        let shown = ["a/one", "b/two", "c/three"].map { ShownRepo(name: name($0), url: anyURL()) }
        let store = StateStoreSpy(UserState(bookmarks: ["b/two": Bookmark(name: name("b/two"), addedAt: fixedNow)], lastShown: shown))

        let outcome = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(outcome == StateResult(HideAllOutcome(hidden: [name("a/one"), name("c/three")], keptBookmarked: [name("b/two")])))
        #expect(Set(store.state.hidden.keys) == ["a/one", "c/three"])
    }

    @Test("hide --all leaves a name GitHub cannot have (a hostile answer's) in lists, and says so: no unhide could name it")
    func hideAllKeepsUntypable() throws {
        let hostile = RepoName(owner: "$(touch x)", name: "y")
        let shown = [ShownRepo(name: name("a/one"), url: anyURL()), ShownRepo(name: hostile, url: anyURL())]
        let store = StateStoreSpy(UserState(lastShown: shown))

        let outcome = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(outcome == StateResult(HideAllOutcome(hidden: [name("a/one")], keptBookmarked: [], keptUntypable: [hostile])))
        #expect(Set(store.state.hidden.keys) == ["a/one"])
    }

    @Test("every answer carries the store's warning when it found the state file corrupt", arguments: 0..<6)
    func corruptState(call: Int) throws {
        let shown = [ShownRepo(name: name("a/one"), url: anyURL())]
        let store = StateStoreSpy(UserState(hidden: ["b/two": HiddenRepo(name: name("b/two"), hiddenAt: fixedNow)], lastShown: shown))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")
        let sut = HiddenReposUseCase(store: store, now: { fixedNow })

        let warnings = switch call {
        case 0: try sut.hide(name("c/d")).warnings
        case 1: try sut.hide([name("c/d")]).warnings
        case 2: try sut.hideLastShown().warnings
        case 3: try sut.unhide(name("b/two")).warnings
        case 4: try sut.unhide([name("b/two")]).warnings
        default: try sut.list().warnings
        }

        #expect(warnings == [.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")])
    }

    @Test("a corrupt state has nothing hidden and no last list: hide --all hides nothing, with the warning")
    func corruptHideAll() throws {
        let shown = [ShownRepo(name: name("a/one"), url: anyURL())]
        let store = StateStoreSpy(UserState(lastShown: shown))
        store.corrupt(movedTo: "/state/state.json.corrupt-1")

        let outcome = try HiddenReposUseCase(store: store, now: { fixedNow }).hideLastShown()

        #expect(outcome == StateResult(HideAllOutcome(hidden: [], keptBookmarked: []), warnings: [.corruptMovedAside(movedTo: "/state/state.json.corrupt-1")]))
    }
}
