#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The candidates a run remembers rather than finds: bookmarks, recent lists, the page's rows of
/// late; and the tags that say how each row was found.
extension CandidateDiscovery {
    /// Bookmarked repos, those of recent lists (`recent`, read before this run wrote its own;
    /// nil reads them now) and those the page listed lately join the candidates, with the details
    /// last seen, when they fit the query (unless not `joining`: a list by spoken language, which
    /// none of them records); then every row is told how it was found (`discoveries`).
    func addRemembered(
        _ bookmarked: [Repo], to listing: inout TrendingListing, request: LoadTrendingRequest, searched: Set<String>,
        joining: Bool = true, bookmarks: Set<String> = [], otherPages: [Repo] = [], unlisted: [String: Int] = [:],
        recent: [Repo]? = nil, warnings: inout [TrendingWarning]
    ) {
        // Every bookmark found is said to be one, with or without the details that make it a candidate.
        var others: [Discovery: Set<String>] = joining ? [.bookmark: bookmarks] : [:]
        var listed = Set(listing.repos.map(\.repoName.key))
        let recent = joining ? recent ?? recentListRepos(for: request.query.period) : []
        let remembered = joining ? otherPages + rememberedOnPage(period: request.query.period, warnings: &warnings) : []
        for (discovery, repos) in [(Discovery.bookmark, joining ? bookmarked : []), (.recent, recent), (.recent, remembered)] {
            for repo in repos where request.query.admits(repo) && !request.excluding.contains(repo.repoName.key) {
                // Remembered by a name `show` has since seen GitHub rename: the repo is its new
                // name's, listed (or hidden) as that, never again under the old one.
                if discovery != .bookmark, let current = known?.currentName(of: repo.repoName), current.key != repo.repoName.key,
                   listed.contains(current.key) || request.excluding.contains(current.key) {
                    continue
                }
                others[discovery, default: []].insert(repo.repoName.key)
                if listed.insert(repo.repoName.key).inserted { listing.repos.append(repo) }
            }
        }
        // A row of this run's page whose details search failed keeps its place when it joins so.
        Self.rank(unlisted, in: &listing)
        // The page's rows of late (another period's this run, or any period's before) were listed
        // lately, whoever found them now: `recent`, unless this run's own page lists them.
        listing.discoveries = Self.discoveries(
            listing, searched: searched, others: others, otherPages: Set(remembered.map(\.repoName.key)),
            periodStart: request.query.period.start(relativeTo: now())
        )
    }

    /// The repos of the lists cached lately (a week; the period, when longer), each in its
    /// newest version. Read before a run writes its own list, they include what that list held.
    func recentListRepos(for period: TrendingPeriod) -> [Repo] {
        known?.recentRepos(since: now().addingTimeInterval(-Self.recentAge(for: period))) ?? []
    }

    /// How long a list's repos stay recent candidates: a week, or the period when longer.
    static func recentAge(for period: TrendingPeriod) -> TimeInterval {
        max(recentListAge, TimeInterval(period.days) * 86_400)
    }

    /// How each row came to be a candidate. A search result created inside the period is the
    /// `new` query's kind of repo; another is `search`. `recent` is said of a row a page listed
    /// lately (`otherPages`: another period's this run, or the page memory's) unless the list's
    /// own page lists it now, and otherwise only of a repo this run's page and searches did not
    /// find: the recent lists include this query's own cache.
    static func discoveries(
        _ listing: TrendingListing, searched: Set<String>, others: [Discovery: Set<String>], otherPages: Set<String> = [],
        periodStart: Date
    ) -> [String: [Discovery]] {
        var found: [String: [Discovery]] = [:]
        for repo in listing.repos {
            let key = repo.repoName.key
            var tags: [Discovery] = []
            if listing.pageRanks[key] != nil { tags.append(.page) }
            if searched.contains(key) { tags.append(repo.createdAt >= periodStart ? .new : .search) }
            let foundNow = !tags.isEmpty
            if others[.bookmark]?.contains(key) == true { tags.append(.bookmark) }
            let onOtherPage = listing.pageRanks[key] == nil && otherPages.contains(key)
            if onOtherPage || !foundNow && others[.recent]?.contains(key) == true { tags.append(.recent) }
            found[key] = tags
        }
        return found
    }
}
