#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `show`'s gains: over 24 h, 7 days and 30 days, and a sparkline of the last 30 days' gains.
struct RepoGainsSummary {
    static let windows = [1, 7, 30]
    static let sparklineDays = 30

    /// Per window, nil when unknown.
    let gained: [Int?]
    /// Whether a window's gain came from the star history (not from the repo's creation).
    let toldByHistory: Bool
    /// Whether the repo is younger than every window: its own stars tell each gain.
    let toldByCreation: Bool
    let sparkline: String?
    /// The daily counts the sparkline draws, for a renderer that draws it narrower.
    let chartValues: [Int]
    /// The days the sparkline draws: `sparklineDays`, or fewer when the history starts later.
    let sparklineSpan: Int
    /// The day it ends on, when not today (a history fetched days ago): nil for today.
    let sparklineEnd: String?
    /// The windows (in days) the history was asked for and does not cover, and why: a short answer.
    let untold: [(days: Int, defect: StarHistoryDefect)]
    /// The windows (in days) longer than the weeks the cached history was asked for (a list's two).
    let notAsked: [Int]
    /// The windows (in days) the cached history was fetched too long before now to tell (offline).
    let stale: [Int]

    init(detail: RepoDetail, history: CachedStarHistory?, now: Date) {
        let windows = Self.windows.map { GainWindow(days: $0, now: now) }
        // A repo younger than the window gained every star it has inside it.
        gained = windows.map { window in
            detail.createdAt >= window.start ? detail.stars : history?.gain(over: window, createdAt: detail.createdAt)
        }
        toldByHistory = zip(windows, gained).contains { window, gain in gain != nil && detail.createdAt < window.start }
        toldByCreation = windows.allSatisfy { detail.createdAt >= $0.start }
        // A window longer than the weeks asked is this tool's choice (a list asks two), not GitHub's short answer.
        let asked = zip(Self.windows, windows).filter { _, window in history.map { $0.weeks >= window.weeksNeeded } ?? false }
        untold = history.map { history in
            asked.compactMap { days, window in history.shortfall(for: window, createdAt: detail.createdAt).map { (days, $0) } }
        } ?? []
        stale = history.map { history in
            zip(Self.windows, windows).compactMap { days, window in
                detail.createdAt < window.start && history.weeks >= window.weeksNeeded && !window.reaches(fetchedAt: history.fetchedAt) ? days : nil
            }
        } ?? []
        notAsked = history.map { history in
            zip(Self.windows, windows).compactMap { days, window in
                history.weeks < window.weeksNeeded && detail.createdAt < window.start ? days : nil
            }
        } ?? []
        // A history ending weeks ago would draw the days since as zeros, and one starting late
        // (a server's short answer) the days before it; one fetched days ago ends that day.
        let drawn = history.flatMap { $0.reachesItsFetch ? DailySeries.drawn($0, days: Self.sparklineDays, now: now) : nil }
        sparklineSpan = drawn?.series.count ?? Self.sparklineDays
        chartValues = drawn?.series.map(\.stars) ?? []
        sparkline = drawn.map { SparklineFormatter.sparkline($0.series.map(\.stars), baseline: 0) }
        let asOf = drawn?.asOf ?? now
        sparklineEnd = GainWindow.dayStart(of: asOf) < GainWindow.dayStart(of: now) ? UTCDate(asOf).dayString : nil
    }

    /// `Gained  +340 in 24 h · +2.1k in 7 days · +9.8k in 30 days`, and the sparkline.
    var rows: [DetailRow] {
        guard gained.contains(where: { $0 != nil }) else { return [] }
        let parts = zip(Self.windows, gained).compactMap { days, count in
            count.map { "\(GainLabel.signed($0, long: false)) \(GainLabel.window(days: days))" }
        }
        var rows = [DetailRow("Gained", "\(parts.joined(separator: " · "))")]
        if let sparkline {
            let span = sparklineEnd.map { "\(Plural.count(sparklineSpan, "day")) to \($0)" } ?? "last \(Plural.count(sparklineSpan, "day"))"
            var row = DetailRow("Daily gains", "\(sparkline)  \(span)")
            row.chart = (chartValues, span)
            rows.append(row)
        }
        return rows
    }

    /// `stars_gained_24h`, `stars_gained_7d`, `stars_gained_30d`: always present, null when unknown.
    var fields: [(String, JSONValue)] {
        zip(["stars_gained_24h", "stars_gained_7d", "stars_gained_30d"], gained).map { key, count in
            (key, count.map(JSONValue.int) ?? .null)
        }
    }
}
