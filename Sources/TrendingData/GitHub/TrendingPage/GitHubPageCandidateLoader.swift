#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// `--scope all`'s candidates from GitHub's trending page: the page's rows, in page order, with
/// the details a list needs and the page lacks (id, creation date) from one search naming them
/// all (`repo:OWNER/NAME …`), which also applies the filters the page has not (`--topic`,
/// `--min-stars`). Stars, forks, description and language are the page's. A row the search
/// does not return is left out.
public struct GitHubPageCandidateLoader: TrendingPageCandidateLoader {
    private let rows: any TrendingPageRowLoading
    private let search: GitHubTrendingLoader

    public init(rows: any TrendingPageRowLoading, search: GitHubTrendingLoader) {
        self.rows = rows
        self.search = search
    }

    public func candidates(for query: TrendingQuery, spokenLanguage: String?, mode: LoadMode) async -> PageCandidates {
        let answer = await rows.pageRows(since: query.period, language: query.language, spokenLanguage: spokenLanguage, mode: mode)
        guard case .rows(let rows, let fetchedAt, let fromCache) = answer else {
            if case .unavailable(let reason) = answer { return .unavailable(reason) }
            return .unavailable(nil)
        }
        // The details come from GitHub's search, which --offline never asks.
        guard !rows.isEmpty, mode != .offline else { return .listed([], fetchedAt: fetchedAt, fromCache: fromCache) }
        let url = GitHubSearchEndpoint.namedReposURL(api: search.api, names: rows.map { "\($0.owner)/\($0.name)" }, query: query)
        let found: TrendingSearchResult
        do {
            (found, _) = try await search.fetchPage(url, deadline: search.clock() + search.api.timeout)
        } catch {
            return .unavailable(error)
        }
        var details: [String: Repo] = [:]
        for repo in found.repos { details[repo.repoName.key] = repo }
        let candidates = rows.compactMap { row -> PageCandidate? in
            guard let known = details[RepoName(owner: row.owner, name: row.name).key] else { return nil }
            return PageCandidate(rank: row.rank, repo: Self.repo(row, known: known))
        }
        return .listed(candidates, fetchedAt: fetchedAt, fromCache: fromCache)
    }

    /// The page's own counts and words, the search's id, page and creation date.
    static func repo(_ row: TrendingPageRow, known: Repo) -> Repo {
        Repo(
            id: known.id, owner: known.owner, name: known.name, description: row.description ?? known.description,
            language: row.language ?? known.language, stars: row.stars ?? known.stars, forks: row.forks ?? known.forks,
            urlText: known.urlText, createdAt: known.createdAt
        )
    }
}
