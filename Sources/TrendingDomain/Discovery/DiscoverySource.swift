#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `--scope all` finds its candidates (`--source`): GitHub's trending page, then the
/// searches (`auto`); the page alone; or the searches alone.
public enum DiscoverySource: String, CaseIterable, Equatable, Sendable {
    case auto
    case page
    case search

    var asksPage: Bool { self != .search }
    var asksSearch: Bool { self != .page }
}
