#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Details ready to show, and where they came from.
public struct RepoDetailShown: Equatable, Sendable {
    public let detail: RepoDetail
    public let source: DetailSource
    public let isBookmarked: Bool

    public init(detail: RepoDetail, source: DetailSource, isBookmarked: Bool = false) {
        self.detail = detail
        self.source = source
        self.isBookmarked = isBookmarked
    }
}
