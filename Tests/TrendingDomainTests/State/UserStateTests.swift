import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport

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

    @Test("a bookmark follows a rename to a name GitHub can have, never to one it cannot (no unbookmark could name it)")
    func followRename() {
        var state = UserState(bookmarks: ["p/old": Bookmark(name: RepoName(owner: "p", name: "old"), addedAt: fixedNow)])

        state.followRename(from: RepoName(owner: "p", name: "old"), to: RepoName(owner: "ev\u{1B}[31mil", name: "x"))
        #expect(Array(state.bookmarks.keys) == ["p/old"], "kept under the name the user gave")

        state.followRename(from: RepoName(owner: "p", name: "old"), to: RepoName(owner: "p", name: "new"))
        #expect(Array(state.bookmarks.keys) == ["p/new"])
    }

    @Test("a repo hidden under its old name stays hidden under the new one, keeping the older date")
    func hiddenFollowsRename() {
        let earlier = fixedNow.addingTimeInterval(-60)
        var state = UserState(hidden: [
            "p/old": HiddenRepo(name: RepoName(owner: "p", name: "old"), hiddenAt: earlier),
            "p/new": HiddenRepo(name: RepoName(owner: "p", name: "new"), hiddenAt: fixedNow),
        ])

        state.followRename(from: RepoName(owner: "p", name: "old"), to: RepoName(owner: "p", name: "new"))

        #expect(state.hidden == ["p/new": HiddenRepo(name: RepoName(owner: "p", name: "new"), hiddenAt: earlier)])
    }

    @Test("a repo seen under its old name is no new repo under the new one")
    func seenFollowsRename() {
        var state = UserState(seen: ["p/old": fixedNow])
        state.followRename(from: RepoName(owner: "p", name: "old"), to: RepoName(owner: "p", name: "new"))
        #expect(state.seen == ["p/new": fixedNow])
    }
}
