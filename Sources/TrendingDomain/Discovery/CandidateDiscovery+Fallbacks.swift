#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How GitHub's page joins the searches' list when one of them failed or came from the cache.
extension CandidateDiscovery {
    /// A warning that GitHub's page could not be read (not one read whose rows no search knew).
    static func saysPageNotRead(_ warning: TrendingWarning) -> Bool {
        guard case .trendingPageUnavailable(let reason) = warning else { return false }
        switch reason {
        case .rowsUnmatched, .rowsRefused: return false
        default: return true
        }
    }

    /// The page's cached copy, however old, when the page could not be read and the searches
    /// failed with no list of theirs cached: offline first, the copy is the list (its rows
    /// measured as a `--source page` copy's are); nil when there is none, and the failure stands.
    func pageCopyForFailedSearches(
        _ request: LoadTrendingRequest, options: ListingOptions, warnings: inout [TrendingWarning]
    ) async -> PageListing? {
        guard request.query.scope == .all, options.source.asksPage, warnings.contains(where: Self.saysPageNotRead) else { return nil }
        return await copyInPlaceOfUnreadPage(request, options: options, warnings: &warnings)
    }

    /// The page beside `listing`: with the searches fallen back to their cached list and the page
    /// unread now, its cached copy stands in; but a list made without the page is shown as made:
    /// no older copy joins it.
    func settlePage(
        _ fromPage: inout PageListing?, with listing: TrendingListing, request: LoadTrendingRequest, options: ListingOptions,
        warnings: inout [TrendingWarning]
    ) async {
        if fromPage == nil, case .staleFallback = listing.source, !listing.pageUnread, options.spokenLanguage == nil {
            fromPage = await copyInPlaceOfUnreadPage(request, options: options, warnings: &warnings)
        }
        guard listing.pageUnread, let source = fromPage?.listing.source else { return }
        switch source {
        case .freshCache(let pageAt), .offlineCache(let pageAt): if pageAt <= listing.fetchedAt { fromPage = nil }
        default: break
        }
    }

    /// The page's rows its search could not describe (`unlisted`) keep their place where a search found them.
    static func rank(_ unlisted: [String: Int], in listing: inout TrendingListing) {
        for repo in listing.repos where listing.pageRanks[repo.repoName.key] == nil {
            if let rank = unlisted[repo.repoName.key] { listing.pageRanks[repo.repoName.key] = rank }
        }
    }

    /// The page's rows listed in the end, however they came (found by the searches, joined from
    /// a recent list or a bookmark): what the note of a failed rows' search counts.
    static func countPageRows(of listing: TrendingListing, unlisted: [String: Int] = [:], in warnings: inout [TrendingWarning]) {
        let ranked = listing.repos.count { listing.pageRanks[$0.repoName.key] != nil }
        // Rows the page rows' search did not return that a search found: listed, not left out.
        let found = listing.repos.count { unlisted[$0.repoName.key] != nil && listing.pageRanks[$0.repoName.key] != nil }
        warnings = warnings.compactMap { warning in
            switch warning {
            case .trendingPageDetailsFailed(let reason, _, let total): return .trendingPageDetailsFailed(reason, listed: ranked, of: total)
            case .trendingPageRowsUnfound(let count, let total) where found > 0: return count > found ? .trendingPageRowsUnfound(count - found, of: total) : nil
            default: return warning
            }
        }
    }

    /// GitHub's page was read now and the searches fell back to their cached list: the list is
    /// this run's (its page rows and gains are current), and the part that is old is said, not
    /// the whole list called old. Done last: the old counts must not pass for new snapshots.
    static func dateSearchedPart(of listing: inout TrendingListing, page: PageListing?, warnings: inout [TrendingWarning]) {
        guard case .remote(let pageAt) = page?.listing.source, case .staleFallback(let searchedAt, let reason) = listing.source else { return }
        listing.source = .remote(fetchedAt: pageAt)
        warnings.append(.searchStale(fetchedAt: searchedAt, reason))
    }

    /// The page's cached copy standing in for the page this run could not read: said as such in
    /// place of "candidates come from search"; nil (the warnings as they were) when none is cached.
    private func copyInPlaceOfUnreadPage(
        _ request: LoadTrendingRequest, options: ListingOptions, warnings: inout [TrendingWarning]
    ) async -> PageListing? {
        guard let index = warnings.firstIndex(where: { if case .trendingPageUnavailable = $0 { true } else { false } }),
              case .trendingPageUnavailable(let reason) = warnings[index] else { return nil }
        var copyWarnings: [TrendingWarning] = []
        guard let copy = await pageCopy(request, options: options, reason: reason, warnings: &copyWarnings) else { return nil }
        warnings.remove(at: index)
        warnings += copyWarnings
        return copy
    }
}
