#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns a repo's snapshots into the history view state.
public struct SnapshotHistoryPresenter: Sendable {
    private let view: any SnapshotHistoryView
    private let again: RepeatedFlags

    /// - Parameter again: the flags a hint's command repeats (`--api-url`).
    public init(view: any SnapshotHistoryView, again: RepeatedFlags = .none) {
        self.view = view
        self.again = again
    }

    /// - Parameter daily: GitHub's daily gains, when cached, drawn below the snapshots.
    public func present(_ snapshots: [StarSnapshot], for name: RepoName, daily: DailyGainsViewModel? = nil) {
        guard let first = snapshots.first, let last = snapshots.last else {
            if let daily {
                // Still this command's shape: no snapshot (`[]` in JSON), GitHub's daily gains below.
                view.display(SnapshotHistoryViewModel(
                    fullName: "\(name)", sparkline: "",
                    summary: "No snapshot on this machine yet: a list fetched from GitHub that includes it takes one.",
                    points: [], daily: daily
                ))
                return
            }
            view.display(ErrorViewModel(
                title: "No history for \(name)",
                message: "trending keeps star counts only for repos its lists have fetched, and none has included \(name).",
                // Every list fetched from GitHub records one (the first run, a stale cache, --refresh);
                // a list served from a fresh cache adds nothing.
                hint: "History starts when a list fetched from GitHub includes the repo (run '\(again.command("--refresh"))' to fetch one now); gains show from the second such list."
            ))
            return
        }
        let gained = last.stars - first.stars
        let span = RelativeDateFormatter.amount(last.at.timeIntervalSince(first.at))
        let count = "\(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s")"
        let summary = snapshots.count == 1
            ? "\(CompactCountFormatter.long(first.stars)) \(first.stars == 1 ? "star" : "stars"), one snapshot (\(ISO8601.string(first.at))); gains show after the next refresh"
            : "\(CompactCountFormatter.long(first.stars)) → \(CompactCountFormatter.long(last.stars)) (\(gained < 0 ? "" : "+")\(CompactCountFormatter.long(gained))) over \(span), \(count)"
        var model = SnapshotHistoryViewModel(
            fullName: "\(name)",
            sparkline: SparklineFormatter.sparkline(snapshots.map(\.stars)),
            summary: "\(summary)",
            points: snapshots.map { .object([("at", .string(ISO8601.string($0.at))), ("stars", .int($0.stars))]) },
            daily: daily
        )
        model.starCounts = snapshots.map(\.stars)
        view.display(model)
    }

    /// The history could not be read.
    public func present(_ error: StateError) {
        if case .newerFormat(let file, let version) = error {
            view.display(StateFileWords.newerFormatError(file: file, version: version))
            return
        }
        view.display(ErrorViewModel(
            title: "Could not read the star history", message: "\(error.message).",
            hint: "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is readable."
        ))
    }
}
