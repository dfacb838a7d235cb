import TrendingPresentation

/// How the list is printed: `--format list|table|tsv|json|markdown|atom`.
public enum OutputFormat: String, CaseIterable, Equatable, Sendable {
    case list, table, tsv, json, markdown, atom

    /// Read by programs (or a feed reader): no notes meant for a person reading a terminal.
    public var isForMachines: Bool { self != .list && self != .table }
}
