import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("GitHubTrendingLoader")
struct GitHubTrendingLoaderTests {
    @Test("sends one search request and delivers the mapped repos, cut to the limit")
    func deliversRepos() async throws {
        let (sut, client) = makeSUT([.success(response(fixture: "search/100-items.json"))])

        let result = try await sut.load(TrendingQuery(period: .weekly, language: "Swift"), limit: 7)

        #expect(result.repos.count == 7)
        #expect(client.requests.map(\.url.absoluteString) == [
            "https://api.github.com/search/repositories?q=created%3A%3E2026-11-16+language%3ASwift&sort=stars&order=desc&per_page=7",
        ])
        #expect(client.requests.first?.headers["User-Agent"] == "trending/test")
    }

    @Test("reports a transport failure as unreachable")
    func transport() async {
        let (sut, _) = makeSUT([.failure(.transport("Connection refused"))])

        await #expect(throws: RemoteLoadError.unreachable("Connection refused")) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    @Test("reports a deadline as timed out")
    func timeout() async {
        let (sut, _) = makeSUT([.failure(.timedOut)])

        await #expect(throws: RemoteLoadError.timedOut) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    @Test("reports GitHub's errors through the mapper")
    func statusError() async {
        let (sut, _) = makeSUT([.success(response(422, fixture: "errors/422-validation-failed.json"))])

        await #expect(throws: RemoteLoadError.invalidQuery(["None of the search qualifiers apply to this search type."])) {
            try await sut.load(TrendingQuery(), limit: 5)
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ results: [Result<HTTPResponse, NetworkError>]) -> (GitHubTrendingLoader, NetworkClientSpy) {
        let client = NetworkClientSpy(results)
        let api = GitHubAPI(token: nil, userAgent: "trending/test")
        return (GitHubTrendingLoader(client: client, api: api, now: { referenceNow }), client)
    }
}
