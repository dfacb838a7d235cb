#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `trending history`: a sparkline with the first and last counts, the span and the gain.
public struct SnapshotHistoryViewModel: Equatable, Sendable {
    public let fullName: DisplayText
    public let sparkline: String
    /// `9,512 → 9,812 (+300) over 2 days, 14 snapshots`.
    public let summary: DisplayText
    /// Oldest first, for `--json`.
    public let points: [JSONValue]
    /// GitHub's daily gains, drawn too when they are cached.
    public let daily: DailyGainsViewModel?
    /// The star counts `sparkline` draws, for a terminal narrower than it (bb39 h2-D2).
    public var starCounts: [Int] = []

    public init(fullName: DisplayText, sparkline: String, summary: DisplayText, points: [JSONValue], daily: DailyGainsViewModel? = nil) {
        self.daily = daily
        self.fullName = fullName
        self.sparkline = sparkline
        self.summary = summary
        self.points = points
    }
}

/// What the history screen implements.
public protocol SnapshotHistoryView: Sendable {
    func display(_ viewModel: SnapshotHistoryViewModel)
    func display(_ viewModel: DailyGainsViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}
