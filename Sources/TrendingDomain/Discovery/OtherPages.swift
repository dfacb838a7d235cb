#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rows of the other periods' pages read in a run (the daily and monthly pages of a weekly
/// list): candidates like the page memory's, measured after the period's own page's rows.
struct OtherPageRows: Sendable {
    /// Shortest period first, each page in its order; a repo once.
    var repos: [Repo] = []
    /// Each repo's best place on them, by `RepoName.key`.
    var ranks: [String: Int] = [:]
    /// The repos whose counts this run's search for the rows gave: a snapshot of now.
    var counted: [Repo] = []
}

/// GitHub's trending pages of the periods other than a list's (`TrendingPeriod.companions`),
/// read for a weekly or monthly `--scope all` run that does not remember them (its first),
/// right after the list's own page.
struct OtherPages: Sendable {
    let pages: any TrendingPageCandidateLoader
    let memory: (any PageMemoryStore)?
    let now: @Sendable () -> Date

    /// The rows of the other pages `remembered` does not hold a read of, remembered.
    func read(
        _ query: TrendingQuery, options: ListingOptions, mode: LoadMode, remembered: PageMemory, warnings: inout [TrendingWarning]
    ) async -> OtherPageRows {
        let periods = unremembered(query, options: options, remembered: remembered)
        let answers = await Self.answers(periods, of: query, pages: pages, mode: mode, remembered: remembered)
        return remember(answers, language: query.language, warnings: &warnings)
    }

    /// The other periods' pages (daily and monthly for weekly; daily and weekly for monthly)
    /// whose read in 24 hours the page memory does not hold: their rows are candidates of every
    /// period (`rememberedOnPage`), so a run that remembers none of them, the first on a machine,
    /// reads them too. Not for `--spoken-language` or `--topic`, with which no remembered row joins.
    private func unremembered(_ query: TrendingQuery, options: ListingOptions, remembered: PageMemory) -> [TrendingPeriod] {
        guard options.spokenLanguage == nil, query.topics.isEmpty, memory != nil else { return [] }
        let since = now().addingTimeInterval(-PageMemory.otherPageAge)
        return query.period.companions.filter { !remembered.remembersPage($0, language: query.language, since: since) }
    }

    /// Each of `periods`' pages for `query`'s filters, one after another, in `periods`' order.
    private static func answers(
        _ periods: [TrendingPeriod], of query: TrendingQuery, pages: any TrendingPageCandidateLoader, mode: LoadMode, remembered: PageMemory
    ) async -> [(TrendingPeriod, PageCandidates)] {
        var answers: [(TrendingPeriod, PageCandidates)] = []
        // Rows one page's search named need no second search on the next.
        var remembered = remembered
        for period in periods {
            let other = TrendingQuery(period: period, language: query.language, topics: query.topics, minStars: query.minStars, scope: .all)
            let answer = await pages.candidates(for: other, spokenLanguage: nil, mode: mode, remembered: remembered)
            if case .listed(let rows, let at, _, _, _) = answer { remembered.record(rows, period: period, language: query.language, at: at) }
            answers.append((period, answer))
        }
        return answers
    }

    /// The rows the other periods' pages listed, which go to the page memory, as a run of
    /// their own period would have put them; they join as the memory's rows do (`recent`). A
    /// page that could not be read costs only itself: nothing is said, and the next run asks it
    /// again.
    private func remember(
        _ answers: [(TrendingPeriod, PageCandidates)], language: String?, warnings: inout [TrendingWarning]
    ) -> OtherPageRows {
        var found = OtherPageRows()
        var saving = memory
        for (period, answer) in answers {
            let rows: [PageCandidate], fetchedAt: Date
            switch answer {
            case .listed(let listed, let at, _, _, _): (rows, fetchedAt) = (listed, at)
            case .detailsUnavailable(_, let known, _, let at, _, _): (rows, fetchedAt) = (known, at)
            case .unavailable, .listsNone: continue
            }
            guard !rows.isEmpty else { continue }
            for row in rows {
                let key = row.repo.repoName.key
                if found.ranks[key] == nil {
                    found.repos.append(row.repo)
                    if row.countsAreCurrent { found.counted.append(row.repo) }
                }
                found.ranks[key] = min(row.rank, found.ranks[key] ?? .max)
            }
            do {
                try saving?.update { $0.record(rows, period: period, language: language, at: fetchedAt) }.value(adding: &warnings)
            } catch {
                // Not remembered, the rows are still this run's candidates; said once.
                warnings.append(.pageMemoryNotSaved(error))
                saving = nil
            }
        }
        return found
    }
}
