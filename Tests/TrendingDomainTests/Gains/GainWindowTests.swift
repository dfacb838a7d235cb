import Foundation
import Testing
import TrendingDomain

/// The window arithmetic, with the clock injected: Monday 2026-11-23 12:00 UTC unless told.
@Suite("GainWindow")
struct GainWindowTests {
    static let monday = Date(timeIntervalSince1970: 1_795_435_200)
    static let day: TimeInterval = 86_400

    /// Buckets ending today: `counts.last` is today's.
    func series(_ counts: [Int], today: Date = monday) -> [DailyStars] {
        let start = GainWindow.dayStart(of: today)
        return counts.reversed().enumerated().map { back, stars in
            DailyStars(day: start.addingTimeInterval(-Double(back) * Self.day), stars: stars)
        }.reversed()
    }

    @Test("daily at noon: today's bucket whole, yesterday's half")
    func dailyAtNoon() {
        let window = GainWindow(period: .daily, now: Self.monday)
        #expect(window.start == Self.monday.addingTimeInterval(-Self.day))
        #expect(window.gained(series([1000, 400, 300])) == 500)
    }

    @Test("the oldest day is prorated by the part inside the window", arguments: [
        (0, 700), (21_600, 600), (64_800, 400), (86_340, 300),
    ] as [(TimeInterval, Int)])
    func prorating(secondsIntoToday: TimeInterval, expected: Int) {
        let now = GainWindow.dayStart(of: Self.monday).addingTimeInterval(secondsIntoToday)
        #expect(GainWindow(period: .daily, now: now).gained(series([1000, 400, 300], today: now)) == expected)
    }

    @Test("weekly and monthly take whole days between, and nothing before the window", arguments: [
        (.weekly, 75), (.monthly, 305),
    ] as [(TrendingPeriod, Int)])
    func longerWindows(period: TrendingPeriod, expected: Int) {
        // 40 days of 10 a day, today 10: weekly = today + 6 whole days + half of the 7th.
        #expect(GainWindow(period: period, now: Self.monday).gained(series(Array(repeating: 10, count: 40))) == expected)
    }

    @Test("days after now count for nothing, in any order")
    func futureDays() {
        let today = GainWindow.dayStart(of: Self.monday)
        let days = [DailyStars(day: today.addingTimeInterval(Self.day), stars: 999), DailyStars(day: today, stars: 7)]
        #expect(GainWindow(period: .daily, now: Self.monday).gained(days) == 7)
    }

    @Test("weeks covering a window: a run of n days touches at most ⌈(n−1)/7⌉+1 weeks", arguments: [
        (1, 1), (2, 2), (8, 2), (9, 3), (31, 6), (90, 14), (91, 14),
    ] as [(Int, Int)])
    func weeks(days: Int, weeks: Int) {
        #expect(GainWindow.weeks(coveringDays: days) == weeks)
    }

    @Test("daily and weekly windows need 2 weeks of history, monthly 6")
    func weeksNeeded() {
        #expect(GainWindow(period: .daily, now: Self.monday).weeksNeeded == 2)
        #expect(GainWindow(period: .weekly, now: Self.monday).weeksNeeded == 2)
        #expect(GainWindow(period: .monthly, now: Self.monday).weeksNeeded == 6)
    }

    @Test("huge counts saturate instead of overflowing")
    func saturates() {
        #expect(GainWindow(period: .weekly, now: Self.monday).gained(series([Int.max, Int.max, Int.max])) == Int.max)
    }

    @Test("daily series: the last n UTC days, oldest first, missing days 0")
    func dailySeries() {
        let today = GainWindow.dayStart(of: Self.monday)
        let series = DailySeries.lastDays(3, of: [DailyStars(day: today, stars: 5), DailyStars(day: today.addingTimeInterval(-2 * Self.day), stars: 2)], now: Self.monday)
        #expect(series.map(\.stars) == [2, 0, 5])
        #expect(series.map(\.day) == [today.addingTimeInterval(-2 * Self.day), today.addingTimeInterval(-Self.day), today])
    }
}
