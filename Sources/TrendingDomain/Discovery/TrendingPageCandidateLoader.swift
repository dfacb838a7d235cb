#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub's trending page as a source of `--scope all` candidates: one request per period,
/// cached; its rows come with the details a list needs. Never throws: a page that cannot be
/// read is `.unavailable`, and the caller falls back to search.
public protocol TrendingPageCandidateLoader: Sendable {
    /// - Parameters:
    ///   - spokenLanguage: GitHub's `spoken_language_code` (`en`, `zh`…), or nil.
    ///   - remembered: the page memory: rows it knows need no details search.
    func candidates(for query: TrendingQuery, spokenLanguage: String?, mode: LoadMode, remembered: PageMemory) async -> PageCandidates
}
