#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import TrendingDomain

/// Turns load results into view states. Pure: no terminal, no I/O, an injected clock.
public struct TrendingPresenter: Sendable {
    let view: any TrendingView
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone?
    private let longStats: Bool
    private let links: any RepoWebLinks
    private let token: TokenUse
    private let again: RepeatedFlags

    /// - Parameters:
    ///   - links: which repo URLs from the API may be linked; the rest are derived from the name.
    ///   - longStats: exact counts with separators (`12,345`) instead of `12.3k`.
    ///   - token: whether GitHub's requests carry the token (or hold it back), for what a spent rate limit advises.
    ///   - again: the flags a hint's command repeats (`--api-url`).
    public init(
        view: any TrendingView, links: any RepoWebLinks, now: @escaping @Sendable () -> Date, timeZone: TimeZone? = nil,
        longStats: Bool = false, token: TokenUse = .none, again: RepeatedFlags = .none
    ) {
        self.token = token
        self.again = again
        self.view = view
        self.links = links
        self.now = now
        self.timeZone = timeZone
        self.longStats = longStats
    }

    /// A load's progress, as the loading line says it: "Fetching weekly trending Rust
    /// repositories…", "…, page 2 of 3…" while paging, "Measuring star gains 12/100…". The list
    /// as loaded before its gains (`.listed`) says nothing: it is for screens that redraw.
    public func didProgress(_ progress: LoadProgress) {
        switch progress {
        case .fetching(let query): view.display(LoadingViewModel(message: "Fetching \(TrendingListWords.describe(query))…"))
        case .page(let page, let pages, let query):
            // --scope all asks several searches, not the pages of one.
            let unit = query.scope == .all ? "search" : "page"
            view.display(LoadingViewModel(message: "Fetching \(TrendingListWords.describe(query)), \(unit) \(page) of \(pages)…"))
        case .measuring(let measured): didMeasure(measured)
        case .listed: break
        }
    }

    /// - Parameter newOnly: the list holds only repos never shown before (`--new-only`).
    /// - Parameter spokenLanguage: `--spoken-language`'s code: a digest's or feed's title says it.
    public func present(_ result: TrendingLoadResult, for query: TrendingQuery, newOnly: Bool = false, spokenLanguage: String? = nil) {
        presentWarnings(result.warnings)
        // A spoken language the list was not filtered by (said in a note) is no part of its title.
        let spokenLanguage = result.warnings.contains(.spokenLanguageIgnored) ? nil : spokenLanguage
        switch result.outcome {
        case .success(let listing):
            if let banner = banner(for: listing.source) { view.display(banner) }
            view.display(Self.describing(
                list(listing, query: query, warnings: result.warnings), listing, query: query, newOnly: newOnly, spokenLanguage: spokenLanguage
            ))
        case .failure(.offlineWithoutCache) where result.warnings.contains(where: Self.isCacheProblem):
            // Fetched before, but its copy could not be read (said above): not "never fetched".
            view.display(ErrorViewModel(
                title: "Nothing cached for \(TrendingListWords.describe(query))",
                message: "--offline never touches the network, and the cached copy of this list could not be read (see the warning above).",
                hint: "Run the same command without --offline once to fetch and cache it again."
            ))
        case .failure(let error):
            view.display(errors.viewModel(for: error, query: query))
        }
    }

    private static func isCacheProblem(_ warning: TrendingWarning) -> Bool {
        switch warning {
        case .cacheCorrupt, .cacheUnreadable: true
        default: false
        }
    }

    /// A load's warnings in words, each said once: two stores failing for one cause (a symlinked
    /// lock, a state folder that can't be made) make the same notice, here or in `saidBefore`.
    public func presentWarnings(_ warnings: [TrendingWarning], saidBefore: [TrendingWarning] = []) {
        var said = saidBefore.map { Self.notice(for: $0, errors: errors) }
        for warning in warnings {
            let notice = Self.notice(for: warning, errors: errors)
            guard !said.contains(notice) else { continue }
            said.append(notice)
            view.display(notice)
        }
    }

    /// - Parameter warnings: the load's, so that an empty list whose only repos were left out as
    ///   unreadable or impossible says so, not that GitHub listed none.
    private func list(_ listing: TrendingListing, query: TrendingQuery, warnings: [TrendingWarning] = []) -> TrendingListViewModel {
        let current = now()
        // A list's deltas and gains were measured up to its fetch: a cached one shown days later
        // says "since 4h ago" of that fetch (its banner says when), not "since 2d ago" of now.
        let measuredAt = min(current, listing.fetchedAt)
        var rows: [RepoRowViewModel] = []
        var records: [RepoRecord] = []
        let wantsRecords = view.wantsRecords
        rows.reserveCapacity(listing.repos.count)
        if wantsRecords { records.reserveCapacity(listing.repos.count) }
        for (index, repo) in listing.repos.enumerated() {
            let owner = DisplayText.repoPart(repo.owner)
            let name = DisplayText.repoPart(repo.name)
            let description = repo.description.map(DisplayText.line).flatMap(\.nonEmpty)
            let language = repo.language.map(DisplayText.line).flatMap(\.nonEmpty)
            let url = DisplayText.line(links.pageText(for: repo))
            let isNew = listing.marks.isNew(repo)
            let isBookmarked = listing.marks.isBookmarked(repo)
            let delta = listing.delta(for: repo)
            let gain = listing.gain(for: repo)
            let shownDelta = Self.shownDelta(delta, beside: gain)
            let pageRank = listing.pageRank(for: repo)
            var row = RepoRowViewModel(
                rank: String(index + 1), fullName: "\(owner)/\(name)", description: description,
                stars: longStats ? CompactCountFormatter.long(repo.stars) : CompactCountFormatter.string(repo.stars),
                language: language, created: RelativeDateFormatter.past(repo.createdAt, relativeTo: current), url: url,
                markers: (isNew ? ["NEW"] : []) + (isBookmarked ? ["bookmarked"] : []), isSeen: !isNew,
                delta: shownDelta.map { GainLabel.delta($0, now: measuredAt, long: longStats) },
                gained: gain.map { GainLabel.row($0, days: query.period.days, now: measuredAt, long: longStats) }
            )
            row.pageRank = pageRank.map { "#\($0) on GitHub" }
            rows.append(row)
            guard wantsRecords else { continue }
            var record = RepoRecord(
                rank: index + 1, fullName: "\(owner)/\(name)", owner: owner.text, name: name.text,
                description: repo.description.map(TextSanitizer.display), language: language?.text,
                stars: repo.stars, forks: repo.forks, url: url.text, createdAt: ISO8601.string(repo.createdAt),
                isNew: isNew, isBookmarked: isBookmarked,
                starsDelta: delta?.gained, deltaSince: delta.map { ISO8601.string($0.since) },
                starsGained: gain?.gained, gainedSince: gain.map { ISO8601.string($0.since) }, gainedSource: gain?.source.rawValue
            )
            record.pageRank = pageRank
            record.repoName = repo.repoName
            // Never after now: one recorded under a clock set ahead would sit above the feed's own date.
            record.firstShown = listing.marks.firstShown[repo.repoName.key].map { ISO8601.string(min($0, current)) }
            // A `--scope new` list is the `new` query's answer.
            record.discoveredBy = query.scope == .new ? [Discovery.new.rawValue] : listing.discovery(for: repo).map(\.rawValue)
            records.append(record)
        }
        let empty: DisplayText? = listing.repos.isEmpty ? TrendingListWords.emptyMessage(
            query, leftOut: TrendingListWords.leftOut(warnings), hidden: listing.excludedCount, again: again
        ) : nil
        return TrendingListViewModel(rows: rows, records: records, emptyMessage: empty)
    }

    /// The snapshot delta a row shows beside its period's gain: not the same snapshot measured
    /// twice (said once, as the gain), and not a rougher measure of the window a GitHub-measured
    /// gain already covers (one starting at or before the gain's start).
    public static func shownDelta(_ delta: StarDelta?, beside gain: StarGain?) -> StarDelta? {
        guard let delta, let gain else { return delta }
        switch gain.source {
        case .snapshots:
            return gain.since == delta.since && gain.gained == delta.gained ? nil : delta
        case .github, .created:
            return delta.since <= gain.since ? nil : delta
        }
    }

    /// Adds what the list is and when it was fetched; `--new-only` with nothing new is silent.
    private static func describing(
        _ list: TrendingListViewModel, _ listing: TrendingListing, query: TrendingQuery, newOnly: Bool, spokenLanguage: String?
    ) -> TrendingListViewModel {
        var described = newOnly ? TrendingListViewModel(rows: list.rows, records: list.records, emptyMessage: nil) : list
        described.title = TrendingListWords.describe(query, newOnly: newOnly, spokenLanguage: spokenLanguage).sentenceCased
        described.fetchedAt = ISO8601.string(listing.fetchedAt)
        described.isNewOnly = newOnly
        return described
    }

    private func banner(for source: ListingSource) -> NoticeViewModel? {
        switch source {
        case .remote, .freshCache:
            return nil
        case .offlineCache(let fetchedAt):
            return NoticeViewModel(kind: .info, message: "Offline: showing the list fetched \(age(fetchedAt)).")
        case .staleFallback(let fetchedAt, let reason):
            let why = errors.reason(reason)
            return NoticeViewModel(
                kind: .stale,
                message: "Showing the list fetched \(age(fetchedAt)): could not refresh (\(why))."
            )
        }
    }

    private var errors: ErrorPresenter { ErrorPresenter(now: now(), timeZone: timeZone, token: token) }

    private func age(_ date: Date) -> String {
        RelativeDateFormatter.past(date, relativeTo: now())
    }
}
