import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("Gains in presentation")
struct GainPresentationTests {
    @Test("a row's gain: +1.2k ★ in 24 h / in 7 days / in 30 days; exact with --long-stats", arguments: [
        (TrendingPeriod.daily, false, "+1.2k ★ in 24 h"), (.weekly, false, "+1.2k ★ in 7 days"),
        (.monthly, true, "+1,234 ★ in 30 days"),
    ] as [(TrendingPeriod, Bool, String)])
    func rowLabel(period: TrendingPeriod, long: Bool, expected: String) throws {
        let view = ViewSpy()
        let repo = anyRepo()
        let gain = StarGain(gained: 1234, since: now.addingTimeInterval(-86_400), source: .github)
        let listing = TrendingListing(repos: [repo], source: .remote(fetchedAt: now), gains: [repo.repoName.key: gain])

        TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, longStats: long).present(TrendingLoadResult(outcome: .success(listing)), for: TrendingQuery(period: period))

        let list = try #require(view.messages.compactMap { if case .list(let list) = $0 { list } else { nil } }.first)
        #expect(list.rows.first?.gained?.full == expected)
        #expect(list.rows.first?.gained?.short == (long ? "+1,234 ★" : "+1.2k ★"))
        #expect(list.rows.first?.gained?.cell == (long ? "+1,234" : "+1.2k"), "a table's header says what it is")
        #expect(list.records.first?.starsGained == 1234)
        #expect(list.records.first?.gainedSince == "2026-11-22T12:00:00Z")
        #expect(list.records.first?.gainedSource == "github")
    }

    @Test("a gain from a snapshot not at the window's start says how far back it reaches")
    func snapshotOffTheWindow() {
        let young = StarGain(gained: 40, since: now.addingTimeInterval(-6 * 3600), source: .snapshots)
        let onTime = StarGain(gained: 90, since: now.addingTimeInterval(-24 * 3600 - 30), source: .snapshots)
        let old = StarGain(gained: 360, since: now.addingTimeInterval(-6 * 86_400), source: .snapshots)
        #expect(GainLabel.row(young, days: 1, now: now, long: false) == GainText(full: "+40 ★ since 6h ago", short: "+40 ★", cell: "+40 (6h)"))
        #expect(GainLabel.row(onTime, days: 1, now: now, long: false) == GainText(full: "+90 ★ in 24 h", short: "+90 ★", cell: "+90"))
        #expect(
            GainLabel.row(old, days: 1, now: now, long: false) == GainText(full: "+360 ★ since 6d ago", short: "+360 ★", cell: "+360 (6d)"),
            "six days' gain is not the day's, in a table cell too"
        )
        let justNow = StarGain(gained: 3, since: now.addingTimeInterval(-20), source: .snapshots)
        #expect(GainLabel.row(justNow, days: 1, now: now, long: false) == GainText(full: "+3 ★ since just now", short: "+3 ★", cell: "+3 (just now)"))
    }

    @Test("a cached list shown two days after its fetch says its delta and gains of that fetch, not of now")
    func cachedListSaysItsFetch() throws {
        let view = ViewSpy()
        let repo = anyRepo()
        let fetched = now.addingTimeInterval(-2 * 86_400)
        let listing = TrendingListing(
            repos: [repo], source: .offlineCache(fetchedAt: fetched),
            deltas: [repo.repoName.key: StarDelta(gained: 0, since: fetched.addingTimeInterval(-4 * 3600), perHour: 0)], gains: [:]
        )

        TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }).present(TrendingLoadResult(outcome: .success(listing)), for: TrendingQuery())

        let list = try #require(view.messages.compactMap { if case .list(let list) = $0 { list } else { nil } }.first)
        #expect(list.rows.first?.delta?.full == "+0 ★ since 4h ago", "\(String(describing: list.rows.first?.delta))")
    }

    @Test("a gain and a delta from the same snapshot are said once; the JSON keeps both")
    func sameSnapshotOnce() throws {
        let view = ViewSpy()
        let repo = anyRepo()
        let since = now.addingTimeInterval(-6 * 3600)
        let listing = TrendingListing(
            repos: [repo], source: .remote(fetchedAt: now),
            deltas: [repo.repoName.key: StarDelta(gained: 300, since: since, perHour: 50)],
            gains: [repo.repoName.key: StarGain(gained: 300, since: since, source: .snapshots)]
        )
        TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }).present(TrendingLoadResult(outcome: .success(listing)), for: TrendingQuery())
        let list = try #require(view.messages.compactMap { if case .list(let list) = $0 { list } else { nil } }.first)
        #expect(list.rows.first?.gained?.full == "+300 ★ since 6h ago")
        #expect(list.rows.first?.delta == nil)
        #expect(list.records.first?.starsDelta == 300 && list.records.first?.starsGained == 300)
    }

    @Test("an unknown gain leaves the row without one and the record's keys nil")
    func unknown() throws {
        let view = ViewSpy()
        TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }).present(
            TrendingLoadResult(outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now)))), for: TrendingQuery()
        )
        let list = try #require(view.messages.compactMap { if case .list(let list) = $0 { list } else { nil } }.first)
        #expect(list.rows.first?.gained == nil)
        #expect(list.records.first?.starsGained == nil && list.records.first?.gainedSource == nil)
    }

    @Test("progress and the notices of measuring")
    func notices() {
        let view = ViewSpy()
        let sut = TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now })
        sut.didProgress(.measuring(GainProgress(done: 12, total: 100)))
        #expect(view.messages.first == .loading(LoadingViewModel(message: "Measuring star gains 12/100…")))

        // A partly measured list is a partial-list note (--quiet leaves it out); a bad answer is a warning.
        let warnings: [(TrendingWarning, String, NoticeViewModel.Kind)] = [
            (.gainsPartial(measured: 42, of: 100, .rateLimited(resetsAt: now.addingTimeInterval(1800), authenticated: false)),
             "measured 42 of 100 candidates; set GITHUB_TOKEN to measure all, or the rest are measured after GitHub's rate limit resets at 12:30 (in 30 min)", .info),
            (.gainsPartial(measured: 42, of: 100, .rateLimited(resetsAt: now.addingTimeInterval(1800), authenticated: true)),
             "measured 42 of 100 candidates; the rest after GitHub's rate limit resets at 12:30 (in 30 min)", .info),
            (.gainsPartial(measured: 42, of: 100, .rateLimited(resetsAt: now, authenticated: true)),
             "measured 42 of 100 candidates; the rest after GitHub's rate limit resets now", .info),
            // A wait of less than a minute still holds: never "now" while it does.
            (.gainsPartial(measured: 2, of: 8, .rateLimited(resetsAt: now.addingTimeInterval(55), authenticated: false)),
             "measured 2 of 8 candidates; set GITHUB_TOKEN to measure all, or the rest are measured after GitHub's rate limit resets in 55 s", .info),
            // Every candidate not measured was asked: no rest is promised.
            (.gainsPartial(measured: 0, of: 3, .failedEach(.serverError(status: 500))),
             "measured 0 of 3 candidates; GitHub's star history failed for each (GitHub answered HTTP 500)", .info),
            (.gainsPartial(measured: 2, of: 5, .failedEach(.serverError(status: 500))),
             "measured 2 of 5 candidates; GitHub's star history failed for the other 3 (GitHub answered HTTP 500)", .info),
            // A secondary limit asks to slow down; the hour's budget is not spent (bb25 c remark).
            (.gainsPartial(measured: 2, of: 5, .failed(.rateLimited(resetsAt: now.addingTimeInterval(120)))),
             "measured 2 of 5 candidates; the rest on the next run (GitHub's secondary rate limit asked to slow down until 12:02 (in 2 min))", .info),
            // A streak that stopped the run, the rest left for the next: each status said (bb26 a-D2).
            (.gainsPartial(measured: 2, of: 8, .failed(.serverError(status: 503), others: [.serverError(status: 500), .serverError(status: 502)])),
             "measured 2 of 8 candidates; the rest on the next run (GitHub answered HTTP 500, 502 and 503)", .info),
            // Failures that differed are each said (bb25 e-D1).
            (.gainsPartial(measured: 0, of: 3, .failedEach(.serverError(status: 500), others: [.serverError(status: 502), .serverError(status: 503)])),
             "measured 0 of 3 candidates; GitHub's star history failed for each (GitHub answered HTTP 500, 502 and 503)", .info),
            (.gainsPartial(measured: 0, of: 2, .failedEach(.serverError(status: 500), others: [.timedOut])),
             "measured 0 of 2 candidates; GitHub's star history failed for each (GitHub answered HTTP 500; GitHub did not answer in time)", .info),
            (.gainsPartial(measured: 5, of: 8, .notAsked(unasked: 3)),
             "measured 5 of 8 candidates; the other 3 have no star history cached, and a list read from the cache asks GitHub for none", .info),
            // Those whose failure is said on its own are not counted as never asked (bb42 review M1).
            (.gainsPartial(measured: 5, of: 8, .notAsked(unasked: 1)),
             "measured 5 of 8 candidates; 1 other has no star history cached, and a list read from the cache asks GitHub for none", .info),
            (.starHistoryMalformed(RepoName(owner: "a", name: "b"), .totalMismatch),
             "GitHub's star history for a/b was malformed (its weeks did not add up); its gain comes from this machine's snapshots, if it has any.", .warning),
            (.starHistoryMalformedCachedStands(RepoName(owner: "a", name: "b"), .totalMismatch, fetchedAt: now.addingTimeInterval(-3600)),
             "GitHub's star history for a/b was malformed (its weeks did not add up); its gain comes from the history fetched 1 hour ago.", .warning),
            (.starHistoryFailed(RepoName(owner: "a", name: "b"), .failed(.serverError(status: 502))),
             "Could not get GitHub's star history for a/b (GitHub answered HTTP 502); its gain comes from this machine's snapshots, if it has any, and it is measured after the others next time.", .warning),
            // Not asked again within --max-age of its failure: said, not silent (bb37 y).
            (.starHistoryFailedLately([RepoName(owner: "a", name: "b")], askedAgainAt: now.addingTimeInterval(1800)),
             "GitHub's star history for a/b failed in an earlier run, so it has no gain from it; a run within --max-age does not ask again: it is asked again --max-age after its failure, in 30 min, or now with --refresh.", .info),
            (.starHistoryFailedLately((1...6).map { RepoName(owner: "o", name: "r\($0)") }, askedAgainAt: now.addingTimeInterval(59)),
             "GitHub's star history for o/r1, o/r2, o/r3, o/r4 and 2 more failed in an earlier run, so they have no gain from it; a run within --max-age does not ask again: each is asked again --max-age after its failure, the first in 59 s, or now with --refresh.", .info),
            (.starHistoryFailedCachedStands(RepoName(owner: "a", name: "b"), .failed(.serverError(status: 502)), fetchedAt: now.addingTimeInterval(-7200)),
             "Could not refresh GitHub's star history for a/b (GitHub answered HTTP 502); its gain comes from the history fetched 2 hours ago, and it is measured after the others next time.", .warning),
        ]
        for (warning, message, kind) in warnings {
            let notice = present(warning)
            #expect(notice?.message.text == message)
            #expect(notice?.kind == kind)
        }
    }

    @Test("a snapshot delta: the list's words, the short form and a table cell that says its span")
    func deltaForms() {
        let delta = StarDelta(gained: 1234, since: now.addingTimeInterval(-6 * 3600), perHour: 205)
        #expect(GainLabel.delta(delta, now: now, long: false) == GainText(full: "+1.2k ★ since 6h ago", short: "+1.2k ★", cell: "+1.2k (6h)"))
        #expect(GainLabel.delta(delta, now: now, long: true).full == "+1,234 ★ since 6h ago")
    }

    @Test("signed counts keep the sign and survive Int.min")
    func signed() {
        #expect(GainLabel.signed(0, long: false) == "+0")
        #expect(GainLabel.signed(-3, long: false) == "-3")
        #expect(GainLabel.signed(Int.min, long: true).hasPrefix("-9,223,372"))
        #expect(GainLabel.window(days: 1) == "in 24 h" && GainLabel.window(days: 30) == "in 30 days")
    }

    @Test("history --daily: 90 days oldest first, dates, total and today so far")
    func daily() {
        let today = GainWindow.dayStart(of: now)
        // Fourteen weeks, as `history --daily` asks: zeros but for yesterday and today.
        let days = (0..<99).reversed().map { back in
            DailyStars(day: today.addingTimeInterval(-86_400 * Double(back)), stars: [0: 12, 1: 3000][back] ?? 0)
        }
        let history = CachedStarHistory(days: days, etag: nil, fetchedAt: now, weeks: 14)
        let model = DailyGainsPresenter.viewModel(history, for: RepoName(owner: "a", name: "b"), now: now)
        #expect(model.values.count == 90 && model.values.suffix(2) == [3000, 12])
        #expect(model.firstDate == "2026-08-26" && model.lastDate == "2026-11-23")
        #expect(model.summary == "+3,012 stars in 90 days (today so far: +12)")
        #expect(model.points.last == .object([("date", .string("2026-11-23")), ("gained", .int(12))]))
    }

    @Test("a server's short answer (2 of the 14 weeks asked, no page linked) draws and sums only its days: none before it drawn as zero")
    func dailyShortAnswer() {
        let today = GainWindow.dayStart(of: now)
        // Sunday 2026-11-15 to today, Monday 2026-11-23: 9 days.
        let days = (0...8).reversed().map { back in DailyStars(day: today.addingTimeInterval(-86_400 * Double(back)), stars: 100) }
        let history = CachedStarHistory(days: days, etag: nil, fetchedAt: now, weeks: 14)

        let model = DailyGainsPresenter.viewModel(history, for: RepoName(owner: "a", name: "b"), now: now)

        #expect(model.values == Array(repeating: 100, count: 9))
        #expect(model.firstDate == "2026-11-15")
        #expect(model.summary == "+900 stars in the 9 days GitHub's history covers (today so far: +100)")
    }

    @Test("one star is 'star', in a history's summary as everywhere")
    func dailyOneStar() {
        let today = GainWindow.dayStart(of: now)
        let days = (0...2).reversed().map { back in DailyStars(day: today.addingTimeInterval(-86_400 * Double(back)), stars: back == 1 ? 1 : 0) }
        let history = CachedStarHistory(days: days, etag: nil, fetchedAt: now, weeks: 14)

        let model = DailyGainsPresenter.viewModel(history, for: RepoName(owner: "a", name: "b"), now: now)

        #expect(model.summary == "+1 star in the 3 days GitHub's history covers (today so far: +0)")
    }

    @Test("history from a shorter cached span draws and sums only the days it covers, and says so")
    func dailyShortSpan() {
        let today = GainWindow.dayStart(of: now)
        // Five weeks asked (as show asks) on Monday 2026-11-23: Sunday 2026-10-25 to today, 30 days.
        let history = CachedStarHistory(days: [DailyStars(day: today, stars: 12), DailyStars(day: today.addingTimeInterval(-86_400 * 29), stars: 100)],
                                        etag: nil, fetchedAt: now, weeks: 5)
        let model = DailyGainsPresenter.viewModel(history, for: RepoName(owner: "a", name: "b"), now: now)
        #expect(model.values.count == 30 && model.values.first == 100 && model.values.last == 12, "no invented zero days before the span")
        #expect(model.firstDate == "2026-10-25" && model.lastDate == "2026-11-23")
        #expect(model.summary == "+112 stars in the 30 days GitHub's history covers (today so far: +12)")
    }

    private func present(_ warning: TrendingWarning) -> NoticeViewModel? {
        let view = ViewSpy()
        TrendingPresenter(view: view, links: GitHubLinksStub(), now: { now }, timeZone: TimeZone(identifier: "UTC")).present(
            TrendingLoadResult(outcome: .success(TrendingListing(repos: [anyRepo()], source: .remote(fetchedAt: now))), warnings: [warning]),
            for: TrendingQuery()
        )
        return view.messages.compactMap { if case .notice(let notice) = $0 { notice } else { nil } }.first
    }
}
