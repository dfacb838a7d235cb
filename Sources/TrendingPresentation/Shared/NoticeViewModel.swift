#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A line for stderr that does not stop the command: a fallback, an offline banner, a warning.
public struct NoticeViewModel: Equatable, Sendable {
    /// `status` confirms what a command did; `info` qualifies what was shown; `stale` says an old
    /// list stands in for a new one; `warning` is about lost or corrupt data (the only kind
    /// `--quiet` keeps); `header` explains a human list to a person: only on a terminal, never
    /// with machine formats.
    public enum Kind: Equatable, Sendable { case status, info, stale, warning, header }
    public let kind: Kind
    public let message: DisplayText

    public init(kind: Kind, message: DisplayText) {
        self.kind = kind
        self.message = message
    }
}
