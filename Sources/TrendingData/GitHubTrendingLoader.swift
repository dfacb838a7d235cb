import Foundation
import TrendingDomain

/// The remote gateway on GitHub's search API.
public struct GitHubTrendingLoader: TrendingRepoLoader {
    private let client: any NetworkClient
    private let api: GitHubAPI
    private let now: @Sendable () -> Date

    public init(client: any NetworkClient, api: GitHubAPI, now: @escaping @Sendable () -> Date) {
        self.client = client
        self.api = api
        self.now = now
    }

    public func load(_ query: TrendingQuery, limit: Int) async throws(RemoteLoadError) -> TrendingSearchResult {
        let url = GitHubSearchEndpoint.url(api: api, query: query, limit: limit, now: now())
        let response: HTTPResponse
        do {
            response = try await client.send(api.request(url))
        } catch {
            switch error {
            case .timedOut: throw .timedOut
            case .transport(let reason): throw .unreachable(reason)
            }
        }
        let result = try GitHubSearchMapper.map(response, now: now())
        return TrendingSearchResult(repos: Array(result.repos.prefix(limit)), isIncomplete: result.isIncomplete)
    }
}
