#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shown while GitHub is being asked.
public struct LoadingViewModel: Equatable, Sendable {
    public let message: DisplayText

    public init(message: DisplayText) {
        self.message = message
    }
}
