import Foundation
import Testing
import TrendingDomain

@Suite("StarDelta")
struct StarDeltaTests {
    private let series = [
        StarSnapshot(at: fixedNow.addingTimeInterval(-48 * 3600), stars: 100),
        StarSnapshot(at: fixedNow.addingTimeInterval(-7 * 3600), stars: 400),
        StarSnapshot(at: fixedNow.addingTimeInterval(-3600), stars: 900),
        StarSnapshot(at: fixedNow, stars: 1000),
    ]

    @Test("measures from the previous snapshot with a window of 0")
    func previous() {
        let delta = StarDelta.between(StarSnapshot(at: fixedNow, stars: 1000), history: series, window: 0)
        #expect(delta == StarDelta(gained: 100, since: fixedNow.addingTimeInterval(-3600), perHour: 100))
    }

    @Test("two fetches an hour and 0.1 s apart always measure a gain, wherever the second falls", arguments: [0.0, 0.4, 0.5, 0.6, 0.95])
    func subSecondTiming(fraction: Double) {
        let first = fixedNow.addingTimeInterval(fraction)
        var history = SnapshotHistory()
        history.record([anyRepo(stars: 10)], at: first)

        let current = StarSnapshot(at: first.addingTimeInterval(3600.1), stars: 15)
        let delta = StarDelta.between(current, history: history.snapshots["owner/repo"] ?? [], window: 0)

        #expect(delta?.gained == 5)
    }

    @Test("measures from the latest snapshot at least the window old", arguments: [
        (6.0 * 3600, 600, -7.0 * 3600), (7.0 * 3600, 600, -7.0 * 3600), (24.0 * 3600, 900, -48.0 * 3600),
    ] as [(Double, Int, Double)])
    func windows(window: Double, gained: Int, since: Double) throws {
        let delta = try #require(StarDelta.between(StarSnapshot(at: fixedNow, stars: 1000), history: series, window: window))
        #expect(delta.gained == gained)
        #expect(delta.since == fixedNow.addingTimeInterval(since))
    }

    @Test("has no delta from a single snapshot, or when nothing is old enough")
    func none() {
        let now = StarSnapshot(at: fixedNow, stars: 10)
        #expect(StarDelta.between(now, history: [now], window: 0) == nil)
        #expect(StarDelta.between(StarSnapshot(at: fixedNow.addingTimeInterval(0.7), stars: 10), history: [now], window: 0) == nil,
                "the fetch's own snapshot, kept to the second, is not an earlier one")
        #expect(StarDelta.between(now, history: series, window: 30 * 86_400) == nil)
    }

    @Test("measures nothing over less than an hour: seconds between two lists say nothing", arguments: [1.1, 40.0, 3599.0])
    func underAnHour(seconds: Double) {
        let earlier = StarSnapshot(at: fixedNow.addingTimeInterval(-seconds), stars: 10)

        #expect(StarDelta.between(StarSnapshot(at: fixedNow, stars: 10), history: [earlier], window: 0) == nil)
    }

    @Test("reports losses as negative")
    func losses() {
        let delta = StarDelta.between(StarSnapshot(at: fixedNow, stars: 800), history: series, window: 0)
        #expect(delta?.gained == -100)
        #expect(delta?.perHour == -100)
    }

    @Test("measures a repo that dropped out of the list and came back from its last snapshot")
    func dropsOutAndBack() {
        var history = SnapshotHistory()
        history.record([anyRepo(id: 1, name: "x", stars: 10)], at: fixedNow.addingTimeInterval(-3 * 86_400))
        history.record([anyRepo(id: 2, name: "other", stars: 5)], at: fixedNow.addingTimeInterval(-86_400))
        history.record([anyRepo(id: 1, name: "x", stars: 70)], at: fixedNow)

        let delta = StarDelta.between(StarSnapshot(at: fixedNow, stars: 70), history: history.snapshots["owner/x"]!, window: 0)

        #expect(delta == StarDelta(gained: 60, since: fixedNow.addingTimeInterval(-3 * 86_400), perHour: 60.0 / 72))
    }
}
