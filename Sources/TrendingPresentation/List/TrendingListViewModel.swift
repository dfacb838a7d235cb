#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list, in both its human and machine forms.
public struct TrendingListViewModel: Equatable, Sendable {
    public let rows: [RepoRowViewModel]
    /// The same repos for JSON, TSV and digests; empty when the view does not want them
    /// (`TrendingView.wantsRecords`).
    public let records: [RepoRecord]
    /// Said on stderr when the list is empty, so a pipe gets nothing at all.
    public let emptyMessage: DisplayText?
    /// What the list is, for a feed's title: `Daily trending Swift repositories (topic cli)`.
    public var title: DisplayText = ""
    /// When GitHub sent the data, ISO 8601 UTC: a feed's `updated`.
    public var fetchedAt = ""
    /// `--new-only`: with nothing new, every format says nothing beyond its empty form.
    public var isNewOnly = false

    public init(rows: [RepoRowViewModel], records: [RepoRecord], emptyMessage: DisplayText?) {
        self.rows = rows
        self.records = records
        self.emptyMessage = emptyMessage
    }
}
