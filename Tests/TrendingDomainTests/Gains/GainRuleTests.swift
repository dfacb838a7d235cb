import Foundation
import Testing
import TrendingDomain

@Suite("Gains: the rule and the order")
struct GainRuleTests {
    static let now = GainWindowTests.monday
    let window = GainWindow(period: .daily, now: now)

    func repo(_ name: String, stars: Int, created: Date = Date(timeIntervalSince1970: 1_500_000_000)) -> Repo {
        Repo(id: stars, owner: "o", name: name, description: nil, language: nil, stars: stars, forks: 0,
             url: URL(string: "https://github.com/o/\(name)")!, createdAt: created)
    }

    @Test("a repo created inside the window gained all its stars, without history")
    func created() {
        let gain = GainRule.gain(for: repo("new", stars: 42, created: Self.now.addingTimeInterval(-3600)), window: window, history: nil, snapshots: [])
        #expect(gain == StarGain(gained: 42, since: window.start, source: .created))
    }

    @Test("a repo created inside the window whose count is an earlier run's: its history tells the gain, else none (never that old count)")
    func createdWithOldCount() {
        let young = repo("new", stars: 100, created: Self.now.addingTimeInterval(-10 * 3600))
        let history = CachedStarHistory(days: [DailyStars(day: GainWindow.dayStart(of: Self.now), stars: 900)], etag: nil, fetchedAt: Self.now, weeks: 2)

        #expect(GainRule.gain(for: young, window: window, history: history, snapshots: [], countIsOld: true) == StarGain(gained: 900, since: window.start, source: .github))
        #expect(GainRule.gain(for: young, window: window, history: nil, snapshots: [], countIsOld: true) == nil)
        #expect(GainRule.gain(for: young, window: window, history: history, snapshots: []) == StarGain(gained: 100, since: window.start, source: .created))
    }

    @Test("GitHub's history beats snapshots")
    func github() {
        let yesterday = GainWindow.dayStart(of: window.start)
        let history = CachedStarHistory(
            days: [DailyStars(day: yesterday, stars: 0), DailyStars(day: GainWindow.dayStart(of: Self.now), stars: 9)], etag: nil, fetchedAt: Self.now, weeks: 2
        )
        let gain = GainRule.gain(for: repo("a", stars: 100), window: window, history: history, snapshots: [StarSnapshot(at: window.start, stars: 1)])
        #expect(gain == StarGain(gained: 9, since: window.start, source: .github))
    }

    @Test("a history fetched two hours before the window's end (or after it) tells the window's length ending at its fetch, and says so in `since`", arguments: [-7200.0, 10_800.0])
    func windowEndingAtTheFetch(offset: TimeInterval) {
        // 100 stars every UTC day; the days' stars stop at the fetch, as GitHub's do.
        let fetchedAt = Self.now.addingTimeInterval(offset)
        let today = GainWindow.dayStart(of: fetchedAt)
        let sofar = Int((fetchedAt.timeIntervalSince(today) / 86_400 * 100).rounded(.down))
        let days = (1...3).reversed().map { DailyStars(day: today.addingTimeInterval(-Double($0) * 86_400), stars: 100) } + [DailyStars(day: today, stars: sofar)]
        let history = CachedStarHistory(days: days, etag: nil, fetchedAt: fetchedAt, weeks: 2)

        let gain = GainRule.gain(for: repo("steady", stars: 10_000), window: window, history: history, snapshots: [])

        #expect(gain?.source == .github)
        #expect((99...100).contains(gain?.gained ?? 0), "24 h of 100 a day, not \(String(describing: gain))")
        #expect(gain?.since == fetchedAt.addingTimeInterval(-86_400))
    }

    @Test("a history holding no week, or whose weeks end weeks before its fetch, gives no gain (not +0): snapshots, else unknown")
    func historyNotReachingItsFetch() {
        let empty = CachedStarHistory(days: [], etag: nil, fetchedAt: Self.now, weeks: 2)
        let monthsAgo = GainWindow.dayStart(of: Self.now.addingTimeInterval(-90 * 86_400))
        let ended = CachedStarHistory(days: [DailyStars(day: monthsAgo, stars: 5)], etag: nil, fetchedAt: Self.now, weeks: 2)
        let snapshot = StarSnapshot(at: window.start, stars: 40)

        for history in [empty, ended] {
            #expect(!history.reachesItsFetch)
            #expect(GainRule.gain(for: repo("a", stars: 100), window: window, history: history, snapshots: []) == nil)
            #expect(GainRule.gain(for: repo("a", stars: 100), window: window, history: history, snapshots: [snapshot])?.source == .snapshots)
        }
        // GitHub's days need not be UTC's: a history ending the day before its fetch still reaches it.
        let yesterday = GainWindow.dayStart(of: Self.now.addingTimeInterval(-86_400))
        #expect(CachedStarHistory(days: [DailyStars(day: yesterday, stars: 5)], etag: nil, fetchedAt: Self.now, weeks: 2).reachesItsFetch)
    }

    @Test("a history whose days stop short of the window's first day gives no gain for it (a short last page): the daily window it covers, yes")
    func historyShortOfTheStart() {
        // Sunday and Monday (today): the last 24 h, but not the last 7 days.
        let days = [DailyStars(day: GainWindow.dayStart(of: Self.now.addingTimeInterval(-86_400)), stars: 6), DailyStars(day: GainWindow.dayStart(of: Self.now), stars: 5)]
        let history = CachedStarHistory(days: days, etag: nil, fetchedAt: Self.now, weeks: 2)

        #expect(GainRule.gain(for: repo("old", stars: 900), window: window, history: history, snapshots: [])?.source == .github)
        #expect(GainRule.gain(for: repo("old", stars: 900), window: GainWindow(period: .weekly, now: Self.now), history: history, snapshots: []) == nil)
    }

    @Test("a history starting the day after the window's first day lacks that day's part of the window: no gain for an old repo; one made about then starts no earlier")
    func historyStartingADayLate() {
        // The window runs from Saturday 00:30 to Sunday 00:30; the history holds Sunday alone.
        let sunday = Date(timeIntervalSince1970: 1_795_305_600), now = sunday.addingTimeInterval(1_800)
        let window = GainWindow(period: .daily, now: now)
        let history = CachedStarHistory(days: [DailyStars(day: sunday, stars: 30)], etag: nil, fetchedAt: now, weeks: 2)

        #expect(GainRule.gain(for: repo("old", stars: 900), window: window, history: history, snapshots: []) == nil)
        let madeThen = repo("young", stars: 900, created: sunday.addingTimeInterval(-86_400 - 3_600))
        #expect(GainRule.gain(for: madeThen, window: window, history: history, snapshots: [])?.gained == 30)
        let withSaturday = CachedStarHistory(
            days: [DailyStars(day: sunday.addingTimeInterval(-86_400), stars: 48), DailyStars(day: sunday, stars: 30)], etag: nil, fetchedAt: now, weeks: 2
        )
        #expect(GainRule.gain(for: repo("old", stars: 900), window: window, history: withSaturday, snapshots: [])?.gained == 30 + 47)
    }

    @Test("a 304 days later confirms the newest week's zeros: a quiet repo's history still reaches its fetch, +0 true; past the week's end it does not")
    func revalidatedQuietHistory() {
        // Fetched on Monday (the week from Sunday): Sunday 3, Monday 0 so far.
        let sunday = GainWindow.dayStart(of: Self.now.addingTimeInterval(-86_400))
        let monday = CachedStarHistory(
            days: [DailyStars(day: sunday, stars: 3), DailyStars(day: sunday.addingTimeInterval(86_400), stars: 0)], etag: "e", fetchedAt: Self.now, weeks: 2
        )
        let wednesday = Self.now.addingTimeInterval(2 * 86_400)

        let confirmed = monday.revalidated(at: wednesday)

        #expect(confirmed.reachesItsFetch)
        #expect(confirmed.days.count == 4 && confirmed.days.last?.stars == 0)
        #expect(GainRule.gain(for: repo("a", stars: 100), window: GainWindow(period: .daily, now: wednesday), history: confirmed, snapshots: [])?.gained == 0)
        #expect(!monday.revalidated(at: Self.now.addingTimeInterval(9 * 86_400)).reachesItsFetch, "a 304 into a later week says nothing of it")
    }

    @Test("a history fetched long before the window's end gives no gain for it (+0 in 24 h would be false): snapshots, else unknown")
    func historyTooOld() {
        let days = [DailyStars(day: GainWindow.dayStart(of: Self.now.addingTimeInterval(-2 * 86_400)), stars: 900)]
        let old = CachedStarHistory(days: days, etag: nil, fetchedAt: Self.now.addingTimeInterval(-2 * 86_400), weeks: 2)
        let fetchDay = DailyStars(day: GainWindow.dayStart(of: Self.now.addingTimeInterval(-3 * 3600)), stars: 0)
        let recent = CachedStarHistory(days: days + [fetchDay], etag: nil, fetchedAt: Self.now.addingTimeInterval(-3 * 3600), weeks: 2)
        let snapshot = StarSnapshot(at: window.start, stars: 40)

        #expect(GainRule.gain(for: repo("a", stars: 100), window: window, history: old, snapshots: []) == nil)
        #expect(GainRule.gain(for: repo("a", stars: 100), window: window, history: old, snapshots: [snapshot])?.source == .snapshots)
        #expect(GainRule.gain(for: repo("a", stars: 100), window: window, history: recent, snapshots: [snapshot])?.source == .github)
        let week = GainWindow(period: .weekly, now: Self.now)
        let weekBack = DailyStars(day: GainWindow.dayStart(of: Self.now.addingTimeInterval(-8 * 86_400)), stars: 0)
        let lastNight = CachedStarHistory(days: [weekBack] + days, etag: nil, fetchedAt: Self.now.addingTimeInterval(-21 * 3600), weeks: 2)
        #expect(GainRule.gain(for: repo("a", stars: 100), window: week, history: lastNight, snapshots: [])?.source == .github, "an eighth of a week")
    }

    @Test("snapshots: from the latest at or before the start, else the oldest inside; none of its own fetch")
    func snapshots() {
        let before = StarSnapshot(at: window.start.addingTimeInterval(-60), stars: 50)
        let inside = StarSnapshot(at: window.start.addingTimeInterval(3600), stars: 70)
        let current = StarSnapshot(at: Self.now, stars: 100)
        let a = repo("a", stars: 100)
        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [before, inside, current]) == StarGain(gained: 50, since: before.at, source: .snapshots))
        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [inside, current]) == StarGain(gained: 30, since: inside.at, source: .snapshots))
        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [current]) == nil)
    }

    @Test("a cached list shown later measures nothing against the snapshot of its own fetch")
    func snapshotOfTheListItself() {
        let fetchedAt = Self.now.addingTimeInterval(-6 * 3600)
        let own = StarSnapshot(at: fetchedAt, stars: 100)
        let before = StarSnapshot(at: window.start.addingTimeInterval(-60), stars: 40)
        let a = repo("a", stars: 100)

        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [own], observedAt: fetchedAt) == nil)
        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [before, own], observedAt: fetchedAt)
            == StarGain(gained: 60, since: before.at, source: .snapshots))
    }

    @Test("a snapshot from days before the window gives the gain since then, ranked as the window's share of it")
    func snapshotOlderThanTheWindow() {
        let weekAgo = StarSnapshot(at: Self.now.addingTimeInterval(-6 * 86_400), stars: 100)
        let a = repo("a", stars: 460)
        let gain = GainRule.gain(for: a, window: window, history: nil, snapshots: [weekAgo])
        #expect(gain?.gained == 360)
        #expect(gain?.since == weekAgo.at)
        #expect(gain?.windowGain == 60, "360 over six days is 60 over the day's window")
        // A snapshot a minute before the start is the window's own: ranked as measured.
        let onTime = StarSnapshot(at: window.start.addingTimeInterval(-60), stars: 100)
        #expect(GainRule.gain(for: a, window: window, history: nil, snapshots: [onTime])?.windowGain == 360)
    }

    @Test("--sort gained ranks a gain over days by its share of the window, below a day's larger gain")
    func byGainedScalesLongerSpans() {
        let repos = [repo("stale", stars: 460), repo("riser", stars: 300)]
        let stale = GainRule.gain(for: repos[0], window: window, history: nil, snapshots: [StarSnapshot(at: Self.now.addingTimeInterval(-6 * 86_400), stars: 100)])
        let gains = ["o/stale": stale!, "o/riser": StarGain(gained: 200, since: window.start, source: .github)]
        #expect(TrendingSort.byGained(repos, gains: gains).map(\.name) == ["riser", "stale"])
    }

    @Test("--sort gained: most first, unknown last, ties by stars then name")
    func byGained() {
        let repos = [repo("unknown", stars: 9999), repo("b", stars: 10), repo("a", stars: 10), repo("big", stars: 500), repo("top", stars: 1)]
        let gains = ["o/b": 5, "o/a": 5, "o/big": 5, "o/top": 50].mapValues { StarGain(gained: $0, since: Self.now, source: .github) }
        #expect(TrendingSort.byGained(repos, gains: gains).map(\.name) == ["top", "big", "a", "b", "unknown"])
    }

    @Test("candidates are measured most promising first: known gains, else stars per day of age")
    func promise() {
        let old = repo("old", stars: 10_000, created: Self.now.addingTimeInterval(-1000 * 86_400))
        let young = repo("young", stars: 900, created: Self.now.addingTimeInterval(-3 * 86_400))
        let known = repo("known", stars: 50)
        let snapshots = ["o/known": [StarSnapshot(at: window.start, stars: 0)]]
        #expect(ordered([old, young, known], window: window, snapshots: snapshots) == ["young", "known", "old"])
    }

    @Test("a rise fades: of two repos with as many stars per day of age, the younger promises more (half as much at 40 days)")
    func promiseFadesWithAge() {
        let fading = repo("fading", stars: 4_000, created: Self.now.addingTimeInterval(-40 * 86_400))
        let fresh = repo("fresh", stars: 200, created: Self.now.addingTimeInterval(-2 * 86_400))
        #expect(ordered([fading, fresh], window: window, snapshots: [:]) == ["fresh", "fading"])
        #expect(GainRule.promise(for: fading, window: window, history: nil, snapshots: []) == 50)
        #expect(GainRule.promise(for: fading, window: GainWindow(days: 7, now: Self.now), history: nil, snapshots: []) == 350)
    }

    @Test("a snapshot gain over two hours is scaled to the weekly window, not taken as the week's; one under an hour is ignored")
    func promiseOfShortSnapshots() {
        let week = GainWindow(days: 7, now: Self.now)
        let created = Self.now.addingTimeInterval(-365 * 86_400)
        // 3,650 stars in a year: 70 a week. The riser gained 50 in the last two hours: 4,200 a week.
        let steady = repo("steady", stars: 3650, created: created)
        let riser = repo("riser", stars: 100, created: created)
        let twoHours = ["o/riser": [StarSnapshot(at: Self.now.addingTimeInterval(-7200), stars: 50)]]
        #expect(ordered([steady, riser], window: week, snapshots: twoHours) == ["riser", "steady"])
        #expect(GainRule.promise(for: riser, window: week, history: nil, snapshots: twoHours["o/riser"]!) == 4200)

        // Ten minutes say too little: the riser is ranked by its age like the others.
        let tenMinutes = [StarSnapshot(at: Self.now.addingTimeInterval(-600), stars: 99)]
        #expect(GainRule.promise(for: riser, window: week, history: nil, snapshots: tenMinutes) == GainRule.promise(for: riser, window: week, history: nil, snapshots: []))
    }

    @Test("a stale history promises what it showed over the window's length up to its fetch, not the days after it")
    func promiseOfStaleHistory() {
        // Fetched Saturday noon: Friday 300, Saturday 200 so far. Two days on, the daily window has
        // none of its days, but the day before its fetch showed Saturday's 200 and half of Friday's.
        let saturday = Self.now.addingTimeInterval(-2 * GainWindowTests.day)
        let history = CachedStarHistory(days: GainWindowTests().series([100, 300, 200], today: saturday), etag: nil, fetchedAt: saturday, weeks: 2)
        let left = repo("left", stars: 5000, created: Self.now.addingTimeInterval(-1000 * 86_400))
        // Its details are as the page showed them then: the snapshots say +0.
        let stale = [StarSnapshot(at: saturday, stars: 5000)]
        #expect(GainRule.promise(for: left, window: window, history: history, snapshots: stale) == 350)
        #expect(GainRule.promise(for: left, window: GainWindow(days: 7, now: Self.now), history: history, snapshots: stale) == 600)
        // A history fetched now is the window's own gain.
        let current = CachedStarHistory(days: GainWindowTests().series([100, 300, 200], today: Self.now), etag: nil, fetchedAt: Self.now, weeks: 2)
        #expect(GainRule.promise(for: left, window: window, history: current, snapshots: stale) == 350)
    }

    @Test("the order's keys: recently failed last, then GitHub's page order, then promise, stars, name")
    func candidateOrder() {
        let failed = GainCandidate(repo: repo("failed", stars: 9), promise: 1000, pageRank: 1, failedAt: Self.now)
        let failedEarlier = GainCandidate(repo: repo("earlier", stars: 9), promise: 1, failedAt: Self.now.addingTimeInterval(-60))
        let second = GainCandidate(repo: repo("second", stars: 1), promise: 0, pageRank: 2)
        let first = GainCandidate(repo: repo("first", stars: 1), promise: 0, pageRank: 1)
        let promising = GainCandidate(repo: repo("promising", stars: 1), promise: 50)
        let big = GainCandidate(repo: repo("big", stars: 500), promise: 5)
        let a = GainCandidate(repo: repo("a", stars: 10), promise: 5)
        let b = GainCandidate(repo: repo("b", stars: 10), promise: 5)
        let sorted = CandidateOrder.sorted([failed, b, promising, failedEarlier, a, second, big, first])
        #expect(sorted.map(\.name) == ["first", "second", "promising", "big", "a", "b", "earlier", "failed"])
    }

    @Test("after the page's rows, repos measured past --max-age go after those never measured, the longest ago first, so a run the rate limit cut short is followed by one that measures what it left")
    func unmeasuredFirst() {
        let page = GainCandidate(repo: repo("page", stars: 1), promise: 0, pageRank: 1, measuredAt: Self.now.addingTimeInterval(-7200))
        let staleRecent = GainCandidate(repo: repo("stale-recent", stars: 9), promise: 900, measuredAt: Self.now.addingTimeInterval(-3700))
        let staleOld = GainCandidate(repo: repo("stale-old", stars: 9), promise: 800, measuredAt: Self.now.addingTimeInterval(-7200))
        let never = GainCandidate(repo: repo("never", stars: 1), promise: 1)
        let fresh = GainCandidate(repo: repo("fresh", stars: 1), promise: 0, isMeasured: true)
        let sorted = CandidateOrder.sorted([staleRecent, never, staleOld, page, fresh])
        #expect(sorted.map(\.name) == ["page", "fresh", "never", "stale-old", "stale-recent"])
    }

    private func ordered(_ repos: [Repo], window: GainWindow, snapshots: [String: [StarSnapshot]]) -> [String] {
        CandidateOrder.sorted(repos.map {
            GainCandidate(repo: $0, promise: GainRule.promise(for: $0, window: window, history: nil, snapshots: snapshots[$0.repoName.key] ?? []))
        }).map(\.name)
    }
}
