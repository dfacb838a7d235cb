/// A gain in each form a view needs, all made by the presenter so no view takes its words
/// apart: the list's `+1.2k ★ in 24 h`, the shorter `+1.2k ★` a tight line falls back to, and
/// a table cell's `+1.2k`, which keeps the span of a snapshot off the window: `+360 (6d)`.
public struct GainText: Equatable, Sendable {
    public let full: String
    public let short: String
    public let cell: String

    public init(full: String, short: String, cell: String) {
        self.full = full
        self.short = short
        self.cell = cell
    }
}
