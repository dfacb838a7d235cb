import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingDomain

/// A list from the cache reads each series' tail only (`SnapshotStore.snapshots(for:since:)`):
/// these hold the tail to measuring exactly what the whole series measures.
@Suite("StarSnapshot.tail")
struct StarTailTests {
    private func at(_ hours: Double) -> StarSnapshot { StarSnapshot(at: fixedNow.addingTimeInterval(hours * 3600), stars: Int(hours * 10) + 1000) }

    @Test("the suffix from the last snapshot before `since`; all of it when none is before")
    func suffix() {
        let series = [at(-30), at(-20), at(-10), at(-1)]
        #expect(StarSnapshot.tail(series, since: fixedNow.addingTimeInterval(-15 * 3600)) == [at(-20), at(-10), at(-1)])
        #expect(StarSnapshot.tail(series, since: fixedNow.addingTimeInterval(-20 * 3600)) == [at(-30), at(-20), at(-10), at(-1)])
        #expect(StarSnapshot.tail(series, since: fixedNow) == [at(-1)])
        #expect(StarSnapshot.tail(series, since: fixedNow.addingTimeInterval(-31 * 3600)) == series)
        #expect(StarSnapshot.tail([], since: fixedNow).isEmpty)
    }

    @Test("gains and deltas measured from the tail equal those from the whole series, in or out of order")
    func measuresAlike() {
        var generator = SplitMix64(seed: 0x7A11_0002)
        for _ in 0..<3000 {
            var hours = -Double(Int.random(in: 0...800, using: &generator))
            let series = (0..<Int.random(in: 0...30, using: &generator)).map { _ -> StarSnapshot in
                hours += Double(Int.random(in: -5...30, using: &generator))
                return StarSnapshot(at: fixedNow.addingTimeInterval(hours * 3600), stars: Int.random(in: 0...5000, using: &generator))
            }
            let period = [TrendingPeriod.daily, .weekly, .monthly].randomElement(using: &generator)!
            let window = GainWindow(period: period, now: fixedNow)
            let fetchedAt = fixedNow.addingTimeInterval(-Double(Int.random(in: 0...(40 * 3600), using: &generator)))
            let deltaWindow = [0, 1, 3600, 6 * 3600, 3 * 86_400].randomElement(using: &generator)!
            let since = ListSnapshots.earliestMeasured(window: window, fetchedAt: fetchedAt, options: ListingOptions(deltaWindow: TimeInterval(deltaWindow)))
            let tail = StarSnapshot.tail(series, since: since)
            let repo = Repo(
                id: 1, owner: "o", name: "r", description: nil, language: nil, stars: 6000, forks: 0,
                urlText: "https://github.com/o/r", createdAt: fixedNow.addingTimeInterval(-400 * 86_400)
            )
            #expect(
                GainRule.gain(for: repo, window: window, history: nil, snapshots: tail, observedAt: fetchedAt)
                    == GainRule.gain(for: repo, window: window, history: nil, snapshots: series, observedAt: fetchedAt),
                "\(series) \(period) fetched \(fetchedAt)"
            )
            let current = StarSnapshot(at: fetchedAt, stars: 6000)
            #expect(
                StarDelta.between(current, history: tail, window: TimeInterval(deltaWindow))
                    == StarDelta.between(current, history: series, window: TimeInterval(deltaWindow)),
                "\(series) delta window \(deltaWindow)"
            )
        }
    }
}
