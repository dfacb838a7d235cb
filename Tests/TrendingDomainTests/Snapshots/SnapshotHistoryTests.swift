import Foundation
import Testing
import TrendingDomain

@Suite("SnapshotHistory bounds")
struct StarHistoryBoundsTests {
    @Test("keeps at most 100 snapshots a repo, the newest")
    func perRepo() {
        var history = SnapshotHistory()
        for index in 0..<130 {
            history.record([anyRepo(stars: index)], at: fixedNow.addingTimeInterval(TimeInterval(index * 60)))
        }
        let series = history.snapshots["owner/repo"]!
        #expect(series.count == SnapshotHistory.maxSnapshotsPerRepo)
        #expect(series.first?.stars == 30 && series.last?.stars == 129)
    }

    @Test("forgets snapshots older than 90 days")
    func maxAge() {
        var history = SnapshotHistory(snapshots: ["owner/repo": [
            StarSnapshot(at: fixedNow.addingTimeInterval(-91 * 86_400), stars: 1), StarSnapshot(at: fixedNow.addingTimeInterval(-89 * 86_400), stars: 2),
        ], "old/gone": [StarSnapshot(at: fixedNow.addingTimeInterval(-100 * 86_400), stars: 1)]])

        history.prune(now: fixedNow)

        #expect(history.snapshots["owner/repo"] == [StarSnapshot(at: fixedNow.addingTimeInterval(-89 * 86_400), stars: 2)])
        #expect(history.snapshots["old/gone"] == nil)
    }

    @Test("one record under a clock set years ahead forgets nothing by age; the next, under the right clock, drops its snapshot from the future")
    func clockSetAhead() {
        let earlier = [8, 10, 12].map { StarSnapshot(at: fixedNow.addingTimeInterval(TimeInterval($0 - 14) * 3600), stars: 100 + $0) }
        var history = SnapshotHistory(snapshots: ["owner/repo": earlier, "other/repo": [earlier[0]]])
        let ahead = fixedNow.addingTimeInterval(3 * 365 * 86_400)

        history.record([anyRepo(stars: 200)], at: ahead)

        #expect(history.snapshots["owner/repo"] == earlier + [StarSnapshot(at: ahead, stars: 200)])
        #expect(history.snapshots["other/repo"] == [earlier[0]])

        history.record([anyRepo(stars: 201)], at: fixedNow)

        #expect(history.snapshots["owner/repo"] == earlier + [StarSnapshot(at: fixedNow, stars: 201)], "the future's snapshot dropped, the rest kept")
    }

    @Test("a record under a clock stepped back is put in its place: the series stays oldest first, none lost")
    func clockSteppedBack() {
        let twelve = StarSnapshot(at: fixedNow.addingTimeInterval(-2 * 3600), stars: 9_812), two = StarSnapshot(at: fixedNow, stars: 10_012)
        var history = SnapshotHistory(snapshots: ["owner/repo": [twelve, two]])
        let ten = fixedNow.addingTimeInterval(-4 * 3600)

        history.record([anyRepo(stars: 10_012)], at: ten)

        #expect(history.snapshots["owner/repo"] == [StarSnapshot(at: ten, stars: 10_012), twelve, two])
    }

    @Test("forgets the least recently seen repos beyond the total bound")
    func total() {
        var snapshots: [String: [StarSnapshot]] = [:]
        let perRepo = 100
        let repoCount = SnapshotHistory.maxSnapshots / perRepo + 5
        for index in 0..<repoCount {
            let lastSeen = fixedNow.addingTimeInterval(TimeInterval(-index * 60))
            snapshots["o/r\(index)"] = (0..<perRepo).map { StarSnapshot(at: lastSeen.addingTimeInterval(TimeInterval(-$0)), stars: $0) }
        }
        var history = SnapshotHistory(snapshots: snapshots)

        history.prune(now: fixedNow)

        #expect(history.snapshots.values.reduce(0) { $0 + $1.count } <= SnapshotHistory.maxSnapshots)
        #expect(history.snapshots["o/r0"] != nil, "the most recently seen stays")
        #expect(history.snapshots["o/r\(repoCount - 1)"] == nil, "the least recently seen goes")
    }

    @Test("a name's snapshots from before its repo was made are another repo's (one renamed or deleted): dropped when it is recorded, within minutes of clock skew (bb28 c-D2)")
    func freedName() {
        let made = fixedNow.addingTimeInterval(-1_800)
        let newRepo = Repo(id: 2, owner: "o", name: "x", description: nil, language: nil, stars: 6_000, forks: 0,
                           urlText: "https://github.com/o/x", createdAt: made)
        var history = SnapshotHistory(snapshots: ["o/x": [
            StarSnapshot(at: fixedNow.addingTimeInterval(-3_600), stars: 5_000),
            StarSnapshot(at: made.addingTimeInterval(-SnapshotHistory.creationSkew), stars: 6_000),
        ]])

        history.record([newRepo], at: fixedNow)

        #expect(history.snapshots["o/x"] == [
            StarSnapshot(at: made.addingTimeInterval(-SnapshotHistory.creationSkew), stars: 6_000), StarSnapshot(at: fixedNow, stars: 6_000),
        ], "the old repo's snapshot of an hour ago goes; one a clock's difference before the creation stays")
    }

    @Test("a second record at the same instant replaces the first")
    func sameInstant() {
        var history = SnapshotHistory()
        history.record([anyRepo(stars: 1)], at: fixedNow)
        history.record([anyRepo(stars: 2)], at: fixedNow)
        #expect(history.snapshots["owner/repo"] == [StarSnapshot(at: fixedNow, stars: 2)])
    }
}
