import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("BrowseSessionReducer: seen: only rows on screen, written in batches, without a terminal")
struct BrowseSessionReducerSeenTests: BrowseSessionReducerSuite {
    @Test("only rows drawn on screen become seen, each once, written when the flush is due")
    func seenOnlyForRowsShown() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(4)), generation: 1, kind: .live))
        let names = repos(4).map(\.repoName)

        sut.send(.onScreen([0, 1], rowCount: nil))
        #expect(sut.state.pendingSeen.isEmpty, "skeletons are not rows")
        sut.send(.onScreen([0, 1], rowCount: 3))
        #expect(sut.state.pendingSeen.isEmpty, "rows of another list")
        sut.send(.onScreen([0, 1], rowCount: 4))
        sut.send(.onScreen([1, 2], rowCount: 4))
        #expect(sut.state.pendingSeen == [names[0], names[1], names[2]])

        sut.advance(.milliseconds(500))
        #expect(sut.send(.tick).isEmpty)
        sut.advance(.milliseconds(500))
        #expect(sut.send(.tick) == [.markSeen([names[0], names[1], names[2]])])
        sut.send(.seenMarked(3))
        #expect(sut.state.pendingSeen.isEmpty)
        sut.send(.onScreen([0, 1, 2, 3], rowCount: 4))
        #expect(sut.send(.flushSeen) == [.markSeen([names[3]])])
    }

    @Test("a failed write of what was seen keeps it for the next flush")
    func seenKeptOnFailure() {
        var sut = ReducerSession()
        sut.send(.start)
        sut.send(.loaded(success(repos(1)), generation: 1, kind: .live))
        sut.send(.onScreen([0], rowCount: 1))

        #expect(sut.send(.flushSeen) == [.markSeen(repos(1).map(\.repoName))])
        sut.advance(.seconds(1))

        #expect(sut.send(.tick) == [.markSeen(repos(1).map(\.repoName))])
    }
}
