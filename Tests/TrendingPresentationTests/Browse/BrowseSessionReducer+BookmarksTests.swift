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
}
