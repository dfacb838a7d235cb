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
    /// Names a file moved aside (data the user may want back): a full-screen view says it again
    /// once the screen is gone, where a footer may have cut it.
    public let lasting: Bool

    public init(kind: Kind, message: DisplayText, lasting: Bool = false) {
        self.kind = kind
        self.message = message
        self.lasting = lasting
    }
}
