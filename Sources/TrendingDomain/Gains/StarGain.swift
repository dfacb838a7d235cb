#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a gain was learnt.
public enum GainSource: String, Equatable, Sendable {
    /// GitHub's star-history API.
    case github
    /// This machine's own snapshots, when the API had nothing.
    case snapshots
    /// The repo was created inside the window: every star it has was gained in it.
    case created
}

/// Stars gained over a window, since when, and how it is known.
public struct StarGain: Equatable, Sendable {
    public let gained: Int
    /// The window's start; for snapshots, the snapshot measured from.
    public let since: Date
    public let source: GainSource
    /// What to rank it by: `gained`, or its share of the window when it was measured over a
    /// longer span (from a snapshot taken days before the window began).
    public let windowGain: Int

    public init(gained: Int, since: Date, source: GainSource, windowGain: Int? = nil) {
        self.gained = gained
        self.since = since
        self.source = source
        self.windowGain = windowGain ?? gained
    }
}
