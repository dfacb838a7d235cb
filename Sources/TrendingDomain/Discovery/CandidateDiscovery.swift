#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub's trending page read for a list: its rows, in page order, as a listing of their own.
struct PageListing: Sendable {
    let candidates: [PageCandidate]
    let listing: TrendingListing
}

/// Where `--scope all` finds its candidates besides the searches: GitHub's trending page (and
/// the other periods' pages a first run reads), the repos it listed lately, bookmarks and
/// recent lists; and how each row of the list was found.
struct CandidateDiscovery: Sendable {
    let pages: (any TrendingPageCandidateLoader)?
    let memory: (any PageMemoryStore)?
    let known: (any KnownRepos)?
    /// What reading the page's cached copy met since last asked (a corrupt file moved aside).
    let pageCacheProblems: @Sendable () -> [CacheError]
    let now: @Sendable () -> Date

    /// How far back a cached list still counts as recent, so its repos join `--scope all`'s
    /// candidates: a week, or the period when it is longer.
    static let recentListAge: TimeInterval = 7 * 86_400

    /// GitHub's trending page for `--scope all`, unless `--source search`. A page that cannot be
    /// read is a notice and nil (the searches stand in), or with `--source page` the error; one
    /// whose rows' details search failed is the rows known already, with a notice, or like an
    /// unread page when there are none. The other periods' pages read with it (a first run's)
    /// go to the page memory and to `otherPages`.
    func askPage(
        _ request: LoadTrendingRequest, options: ListingOptions, otherPages: inout OtherPageRows,
        unlisted: inout [String: Int], warnings: inout [TrendingWarning]
    ) async throws(LoadTrendingError) -> PageListing? {
        guard request.query.scope == .all, options.source.asksPage, let pages else {
            if options.spokenLanguage != nil { warnings.append(.spokenLanguageIgnored) }
            return nil
        }
        let reason: TrendingPageFailure
        let startedAt = now()
        let remembered = rememberedPage(warnings: &warnings)
        let answer = await pages.candidates(for: request.query, spokenLanguage: options.spokenLanguage, mode: request.mode, remembered: remembered)
        // Then the other periods' pages it does not remember: after its own, so the period's
        // page is always asked first, and a wait its answer asked for keeps them unasked too.
        // The rows this page's search just named need none on the other pages.
        var known = remembered
        if case .listed(let rows, let at, _, _, _) = answer { known.record(rows, period: request.query.period, language: request.query.language, at: at) }
        // With --source page, a page with no row ends the run (or its copy stands in): the other
        // pages would be requests its error says were not made.
        // With a copy fetched by an earlier run within --max-age, the other pages are read from
        // their copies alone: one that run could not read (a server with none) is not asked
        // again by every run until then (bb33 o-D1); one a `--topic` run never asked joins later.
        if options.source != .page || Self.listsRows(answer) {
            let mode = request.mode == .automatic && Self.isEarlierCopy(answer, before: startedAt) ? LoadMode.offline : request.mode
            otherPages = await OtherPages(pages: pages, memory: memory, now: now)
                .read(request.query, options: options, mode: mode, remembered: known, warnings: &warnings)
        }
        addCacheProblems(to: &warnings)
        switch answer {
        case .listed(let rows, let fetchedAt, let fromCache, let leftOut, let ranks) where !rows.isEmpty:
            unlisted = ranks
            warnings += leftOut
            return pageListing(rows, fetchedAt: fetchedAt, fromCache: fromCache, request: request, options: options, remembered: remembered, warnings: &warnings)
        case .listed(_, _, _, let leftOut, _):
            warnings += leftOut
            reason = .noRows
        case .listsNone:
            reason = .listsNone
        case .unavailable(let why):
            reason = why
        case .detailsUnavailable(let error, let known, let total, let fetchedAt, let fromCache, let ranks):
            unlisted = ranks
            // The page answered: what failed is the search completing its rows, and is said so.
            // With a spoken language too: the list is the page's rows alone, never search's.
            if known.isEmpty, options.source == .page || options.spokenLanguage != nil { throw .trendingPageDetailsUnavailable(error) }
            warnings.append(.trendingPageDetailsFailed(error, listed: known.count, of: total))
            if !known.isEmpty {
                return pageListing(known, fetchedAt: fetchedAt, fromCache: fromCache, request: request, options: options, remembered: remembered, warnings: &warnings)
            }
            if options.spokenLanguage != nil { warnings.append(.spokenLanguageIgnored) }
            return nil
        }
        // GitHub's page lists none for these options: with --source page, or a spoken language
        // (which only the page filters by), that is the list.
        if options.source == .page || options.spokenLanguage != nil, case .listsNone(let at, let cached) = answer {
            return pageListing([], fetchedAt: at, fromCache: cached, request: request, options: options, remembered: remembered, warnings: &warnings)
        }
        if options.source == .page || options.spokenLanguage != nil {
            // Offline first: the page's cached copy, however old, stands in, said as such (a
            // spoken language's too: only that page filters by it).
            if let copy = await pageCopy(request, options: options, reason: reason, remembered: remembered, none: true, warnings: &warnings) { return copy }
            if options.source == .page || Self.isRead(reason) { throw .trendingPageUnavailable(reason) }
        }
        // --offline reads no page that was never fetched: nothing failed.
        if request.mode != .offline { warnings.append(.trendingPageUnavailable(reason)) }
        if options.spokenLanguage != nil { warnings.append(.spokenLanguageIgnored) }
        return nil
    }

    /// Whether the page was read, its rows known to no search: with a spoken language, that page
    /// was the list, and none of it can be listed.
    private static func isRead(_ failure: TrendingPageFailure) -> Bool {
        switch failure {
        case .rowsUnmatched, .rowsRefused, .offlineDetailsUnknown: true
        default: false
        }
    }

    /// Whether a page's answer is its cached copy as fetched before `start`, not asked (or
    /// revalidated) now.
    private static func isEarlierCopy(_ answer: PageCandidates, before start: Date) -> Bool {
        switch answer {
        case .listed(_, let at, let cached, _, _), .listsNone(let at, let cached), .detailsUnavailable(_, _, _, let at, let cached, _): cached && at < start
        case .unavailable: false
        }
    }

    /// Whether a page's answer lists any row: read, or known from the memory.
    private static func listsRows(_ answer: PageCandidates) -> Bool {
        switch answer {
        case .listed(let rows, _, _, _, _): !rows.isEmpty
        case .detailsUnavailable(_, let known, _, _, _, _): !known.isEmpty
        case .unavailable, .listsNone: false
        }
    }

    /// The page's cached copy, however old, standing in for a page that could not be read for
    /// `reason`, said as such; nil when none is cached, or offline (which read it already).
    /// With `none` (the page's rows are the list), a copy of GitHub's "no trending repositories"
    /// stands in too: the list is empty, as it was.
    func pageCopy(
        _ request: LoadTrendingRequest, options: ListingOptions, reason: TrendingPageFailure, remembered: PageMemory? = nil,
        none: Bool = false, warnings: inout [TrendingWarning]
    ) async -> PageListing? {
        guard request.mode != .offline, let pages else { return nil }
        let remembered = remembered ?? rememberedPage(warnings: &warnings)
        let cached = await pages.candidates(for: request.query, spokenLanguage: options.spokenLanguage, mode: .offline, remembered: remembered)
        addCacheProblems(to: &warnings)
        if none, case .listsNone(let fetchedAt, _) = cached {
            warnings.append(.trendingPageStale(fetchedAt: fetchedAt, reason))
            return pageListing([], fetchedAt: fetchedAt, fromCache: true, request: request, options: options, remembered: remembered, warnings: &warnings)
        }
        guard case .listed(let rows, let fetchedAt, _, let said, _) = cached, !rows.isEmpty else { return nil }
        warnings.append(.trendingPageStale(fetchedAt: fetchedAt, reason))
        // What the copy's reading run said of rows it left out, said again (`PageRowsLookup`).
        warnings += said
        return pageListing(rows, fetchedAt: fetchedAt, fromCache: true, request: request, options: options, remembered: remembered, warnings: &warnings)
    }

    /// What the caches met (the page's copy, a kept search-limit wait) found corrupt (moved
    /// aside) or unreadable is said, never dropped.
    func addCacheProblems(to warnings: inout [TrendingWarning]) {
        warnings += pageCacheProblems().map(TrendingWarning.cacheProblem)
    }

    /// The page's rows as a listing of their own. Read now, or revalidated now (a 304: the page
    /// still lists them), they are remembered, a spoken language's page as such (`show` says
    /// which page it was); a copy the memory holds a read of already is not written again.
    private func pageListing(
        _ rows: [PageCandidate], fetchedAt: Date, fromCache: Bool, request: LoadTrendingRequest, options: ListingOptions,
        remembered: PageMemory, warnings: inout [TrendingWarning]
    ) -> PageListing {
        let period = request.query.period, language = request.query.language, spoken = options.spokenLanguage
        // A copy's rows a search described only now (under another --topic or --min-stars) are new to it.
        let known = fromCache && remembered.reads.contains { $0.isRead(of: period, language: language, spokenLanguage: spoken) && $0.at >= fetchedAt }
            && rows.allSatisfy { remembered.sightings[$0.repo.repoName.key] != nil }
        if !known, let memory {
            do {
                try memory.update { $0.record(rows, period: period, language: language, spokenLanguage: spoken, at: fetchedAt) }.value(adding: &warnings)
            } catch {
                warnings.append(.pageMemoryNotSaved(error))
            }
        }
        let visible = rows.filter { !request.excluding.contains($0.repo.repoName.key) }
        // --offline dates a copy older than --max-age, as it dates any cached list.
        let source: ListingSource = if !fromCache {
            .remote(fetchedAt: fetchedAt)
        } else if request.mode == .offline, !CachePolicy.isFresh(fetchedAt: fetchedAt, now: now(), maxAge: request.maxAge) {
            .offlineCache(fetchedAt: fetchedAt)
        } else {
            .freshCache(fetchedAt: fetchedAt)
        }
        return PageListing(candidates: visible, listing: TrendingListing(repos: visible.map(\.repo), source: source))
    }

    /// The repos GitHub's page listed lately (a week; a month for monthly): candidates still.
    func rememberedOnPage(period: TrendingPeriod, warnings: inout [TrendingWarning]) -> [Repo] {
        guard let memory else { return [] }
        do {
            return try memory.read().value(adding: &warnings).seen(since: now().addingTimeInterval(-PageMemory.candidateAge(for: period)))
        } catch {
            warnings.append(.pageMemoryUnreadable(error))
            return []
        }
    }

    /// The page memory as the page's rows are read against it. One that cannot be read is
    /// said when the list reads it for its candidates (`rememberedOnPage`); here it is empty.
    private func rememberedPage(warnings: inout [TrendingWarning]) -> PageMemory {
        guard let memory else { return PageMemory() }
        do {
            return try memory.read().value(adding: &warnings)
        } catch {
            return PageMemory()
        }
    }

    /// The page's rows first, in page order, then the searches' other repos; each page row keeps
    /// its rank, and takes the searches' star and fork counts when they found it too. Returns the
    /// page rows whose counts are not the list's (`PageCandidate.isCounted(asOf:fetchedNow:)`). `searched`:
    /// whether `listing` is the searches' (not the page's own, with no search or none answering).
    func merge(_ page: PageListing, into listing: inout TrendingListing, searched isSearched: Bool) -> Set<String> {
        let onPage = Set(page.listing.repos.map(\.repoName.key))
        // Read now (the page, or the searches): this run's counts are now's, others old.
        let now = listing.isFetchedNow || page.listing.isFetchedNow
        var searched: [String: Repo] = [:]
        for repo in listing.repos where isSearched && onPage.contains(repo.repoName.key) { searched[repo.repoName.key] = searched[repo.repoName.key] ?? repo }
        let rows = page.listing.repos.map { row in searched[row.repoName.key].map { row.counting(as: $0) } ?? row }
        listing.repos = rows + listing.repos.filter { !onPage.contains($0.repoName.key) }
        for candidate in page.candidates where listing.pageRanks[candidate.repo.repoName.key] == nil {
            listing.pageRanks[candidate.repo.repoName.key] = candidate.rank
        }
        return Set(page.candidates.filter { !$0.isCounted(asOf: listing.fetchedAt, fetchedNow: now) && searched[$0.repo.repoName.key] == nil }.map(\.repo.repoName.key))
    }
}
