import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("TrendingPresenter.shownDelta")
struct ShownDeltaTests {
    @Test("a delta over the window a GitHub-measured gain covers is not shown beside it", arguments: [GainSource.github, .created])
    func besideGitHubGain(source: GainSource) {
        let gain = StarGain(gained: 500, since: windowStart, source: source)

        #expect(TrendingPresenter.shownDelta(delta(since: windowStart), beside: gain) == nil)
        #expect(TrendingPresenter.shownDelta(delta(since: windowStart.addingTimeInterval(-3600)), beside: gain) == nil)
    }

    @Test("a delta over a later, shorter span than the gain's window is shown")
    func shorterSpan() {
        let recent = delta(since: windowStart.addingTimeInterval(20 * 3600))

        #expect(TrendingPresenter.shownDelta(recent, beside: StarGain(gained: 500, since: windowStart, source: .github)) == recent)
    }

    @Test("the same snapshot measured twice is said once, as the gain; without a gain the delta stands")
    func sameSnapshot() {
        let same = delta(since: windowStart)

        #expect(TrendingPresenter.shownDelta(same, beside: StarGain(gained: 7, since: windowStart, source: .snapshots)) == nil)
        #expect(TrendingPresenter.shownDelta(same, beside: nil) == same)
    }

    // MARK: - Helpers

    private let windowStart = Date(timeIntervalSince1970: 1_795_348_800)

    private func delta(since: Date) -> StarDelta {
        StarDelta(gained: 7, since: since, perHour: 1)
    }
}
