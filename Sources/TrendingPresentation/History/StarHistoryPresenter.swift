#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `trending history`: a sparkline with the first and last counts, the span and the gain.
public struct StarHistoryViewModel: Equatable, Sendable {
    public let fullName: DisplayText
    public let sparkline: String
    /// `9,512 → 9,812 (+300) over 2 days, 14 snapshots`.
    public let summary: DisplayText
    /// Oldest first, for `--json`.
    public let points: [JSONValue]
    /// GitHub's daily gains, drawn too when they are cached.
    public let daily: DailyGainsViewModel?

    public init(fullName: DisplayText, sparkline: String, summary: DisplayText, points: [JSONValue], daily: DailyGainsViewModel? = nil) {
        self.daily = daily
        self.fullName = fullName
        self.sparkline = sparkline
        self.summary = summary
        self.points = points
    }
}

/// What the history screen implements.
public protocol StarHistoryView: Sendable {
    func display(_ viewModel: StarHistoryViewModel)
    func display(_ viewModel: DailyGainsViewModel)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}

/// Turns a repo's snapshots into the history view state.
public struct StarHistoryPresenter: Sendable {
    private let view: any StarHistoryView

    public init(view: any StarHistoryView) {
        self.view = view
    }

    /// - Parameter daily: GitHub's daily gains, when cached, drawn below the snapshots.
    public func present(_ snapshots: [StarSnapshot], for name: RepoName, daily: DailyGainsViewModel? = nil) {
        guard let first = snapshots.first, let last = snapshots.last else {
            if let daily {
                view.display(daily)
                return
            }
            view.display(ErrorViewModel(
                title: "No history for \(name)",
                message: "trending keeps star counts only for repos its lists have fetched, and none has included \(name).",
                hint: "History starts when a 'trending --refresh' list includes the repo; gains show from the second such refresh."
            ))
            return
        }
        let gained = last.stars - first.stars
        let span = RelativeDateFormatter.amount(last.at.timeIntervalSince(first.at))
        let count = "\(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s")"
        let summary = snapshots.count == 1
            ? "\(CompactCountFormatter.long(first.stars)) stars, one snapshot (\(ISO8601.string(first.at))); gains show after the next refresh"
            : "\(CompactCountFormatter.long(first.stars)) → \(CompactCountFormatter.long(last.stars)) (\(gained < 0 ? "" : "+")\(CompactCountFormatter.long(gained))) over \(span), \(count)"
        view.display(StarHistoryViewModel(
            fullName: "\(name)",
            sparkline: SparklineFormatter.sparkline(snapshots.map(\.stars)),
            summary: "\(summary)",
            points: snapshots.map { .object([("at", .string(ISO8601.string($0.at))), ("stars", .int($0.stars))]) },
            daily: daily
        ))
    }

    /// The history could not be read.
    public func present(_ error: StateError) {
        view.display(ErrorViewModel(
            title: "Could not read the star history", message: "\(error.message).",
            hint: "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is readable."
        ))
    }
}
