import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: bookmarks toggled on a row, without a terminal")
struct BrowseSessionReducerBookmarksTests: BrowseSessionReducerSuite {
    @Test("a bookmark toggles on the row's mark and the list is presented again")
    func bookmark() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(2)), generation: 1, kind: .live))
        let name = repos(2)[1].repoName

        #expect(sut.send(.toggleBookmark(1)) == [.bookmark(name)])
        sut.send(.bookmarked(name, true))
        #expect(sut.send(.toggleBookmark(1)) == [.unbookmark(name)])
        #expect(sut.send(.toggleBookmark(7)).isEmpty)
    }

    @Test("a row whose name GitHub does not allow is not bookmarked: no command could name it to remove it")
    func untypableNotBookmarked() {
        var sut = ReducerSession()
        sut.send(.start)
        let hostile = Repo(
            id: 9, owner: "mal\u{1B}[7mlory", name: "bell-ringer", description: nil, language: nil, stars: 1, forks: 0, urlText: "", createdAt: now
        )
        sut.send(.loaded(success([hostile]), generation: 1, kind: .live))

        #expect(sut.send(.toggleBookmark(0)) == [.status("Not bookmarked: GitHub allows no such name, so no command could remove it again.")])
    }
}
