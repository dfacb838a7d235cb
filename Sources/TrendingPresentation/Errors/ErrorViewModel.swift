#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why nothing could be shown: a title, the reason, and what to do next.
public struct ErrorViewModel: Equatable, Sendable {
    /// One rule for every title: sentence case, a capital first and no full stop at the end, and
    /// never a name first (a name keeps its own case): `Repository o/r was not found`.
    public let title: DisplayText
    public let message: DisplayText
    public let hint: DisplayText

    public init(title: DisplayText, message: DisplayText, hint: DisplayText) {
        self.title = title
        self.message = message
        self.hint = hint
    }
}
