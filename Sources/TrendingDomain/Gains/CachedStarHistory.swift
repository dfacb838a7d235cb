#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One repo's daily stars from GitHub's star-history API, as last fetched, with its ETag.
public struct CachedStarHistory: Equatable, Sendable {
    /// Oldest first; days after the fetch are never included.
    public let days: [DailyStars]
    public let etag: String?
    public let fetchedAt: Date
    /// How many weeks were asked for: a longer window needs a new request.
    public let weeks: Int
    /// The repo ID GitHub redirected this name to at the fetch (`StarHistoryAnswer.movedTo`).
    public var movedTo: Int?

    public init(days: [DailyStars], etag: String?, fetchedAt: Date, weeks: Int, movedTo: Int? = nil) {
        self.days = days
        self.etag = etag
        self.fetchedAt = fetchedAt
        self.weeks = weeks
        self.movedTo = movedTo
    }

    /// Whether it may be `repo`'s: not when GitHub redirected its name to another repo's ID (a repo
    /// made since under a renamed repo's freed name is not the renamed one).
    public func belongs(to repo: Repo) -> Bool {
        movedTo.map { repo.id <= 0 || $0 == repo.id } ?? true
    }

    /// Its first and last days, whatever order a file on disk gave them in.
    public var span: (first: Date, last: Date)? {
        guard let first = days.min(by: { $0.day < $1.day })?.day, let last = days.max(by: { $0.day < $1.day })?.day else { return nil }
        return (first, last)
    }

    /// Whether its days reach the day it was fetched (or the one before: GitHub's days need not
    /// be UTC's). GitHub always sends the current week, so one holding no week, or ending weeks
    /// before its fetch, says nothing of the days since, and no gain over them: never "+0".
    public var reachesItsFetch: Bool {
        guard let last = span?.last else { return false }
        return last >= GainWindow.dayStart(of: fetchedAt).addingTimeInterval(-GainWindow.secondsPerDay)
    }

    /// Whether it tells `window`'s gain: its days reach the fetch and back to the window's first
    /// day, whose part inside the window counts too. A repo made before the window has weeks from
    /// then; one that stops short, as a server's short answer can, says nothing of the rest. Only a
    /// repo made about then may start a day later (GitHub's days need not be UTC's).
    public func covers(_ window: GainWindow, createdAt: Date) -> Bool {
        guard reachesItsFetch, let first = span?.first else { return false }
        let firstDay = GainWindow.dayStart(of: window.start), day = GainWindow.secondsPerDay
        return first <= (createdAt >= firstDay.addingTimeInterval(-day) ? firstDay.addingTimeInterval(day) : firstDay)
    }

    /// The stars gained in `window` by a repo made at `createdAt` (before it), when this history
    /// tells them: fetched near enough the window's end (`GainWindow.reaches`) and covering it.
    /// A history fetched days ago would count the days since as zeros: "+0", false.
    public func gain(over window: GainWindow, createdAt: Date) -> Int? {
        guard window.reaches(fetchedAt: fetchedAt) else { return nil }
        let measured = measuredWindow(for: window)
        guard covers(measured, createdAt: createdAt) else { return nil }
        return measured.gained(days)
    }

    /// The span of `window`'s length this history tells: the one ending at its fetch. Its days
    /// hold stars up to then, no later, and every star up to then: a history fetched two hours
    /// before the window's end tells the 24 h ending two hours ago, not 22 h called 24 h; one
    /// fetched after it (a cached list measured again) the 24 h ending at that fetch. Within a
    /// minute of the end, it is the window itself.
    public func measuredWindow(for window: GainWindow) -> GainWindow {
        abs(fetchedAt.timeIntervalSince(window.end)) <= 60 ? window : GainWindow(days: window.days, now: fetchedAt)
    }

    /// Why it does not tell `window`'s gain of a repo made at `createdAt`, or nil when it does
    /// (or need not: a repo made inside the window gained every star it has there).
    public func shortfall(for window: GainWindow, createdAt: Date) -> StarHistoryDefect? {
        guard createdAt < window.start else { return nil }
        guard let (first, last) = span else { return .holdsNoWeek }
        guard reachesItsFetch else { return .endsOn(last) }
        return covers(window, createdAt: createdAt) ? nil : .startsOn(first)
    }

    /// The same history, confirmed current at `date` (a 304). GitHub's answer holds its newest
    /// week whole, zeros for the days to come: unchanged, those days up to `date` gained nothing.
    public func revalidated(at date: Date) -> CachedStarHistory {
        guard let first = days.first?.day, let last = days.last?.day else {
            return CachedStarHistory(days: days, etag: etag, fetchedAt: date, weeks: weeks)
        }
        let week = 7 * GainWindow.secondsPerDay
        let weekEnd = first.addingTimeInterval(((last.timeIntervalSince(first) / week).rounded(.down) + 1) * week - GainWindow.secondsPerDay)
        var filled = days, day = last.addingTimeInterval(GainWindow.secondsPerDay)
        while day <= min(GainWindow.dayStart(of: date), weekEnd) {
            filled.append(DailyStars(day: day, stars: 0))
            day = day.addingTimeInterval(GainWindow.secondsPerDay)
        }
        return CachedStarHistory(days: filled, etag: etag, fetchedAt: date, weeks: weeks)
    }
}
