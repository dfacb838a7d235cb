import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("One page of the search, for browse's load more")
struct PageLoadingTests {
    @Test("asks for exactly the page, naming it past the first")
    func url() {
        let api = GitHubAPI(token: nil, userAgent: "trending/test")
        let first = GitHubSearchEndpoint.url(api: api, query: TrendingQuery(), limit: 20, now: referenceNow)
        let third = GitHubSearchEndpoint.url(api: api, query: TrendingQuery(), limit: 20, page: 3, now: referenceNow)

        #expect(!first.absoluteString.contains("page=") || first.absoluteString.contains("per_page=20") && !first.absoluteString.contains("&page="))
        #expect(third.absoluteString.hasSuffix("per_page=20&page=3"))
    }

    @Test("one request, at most perPage repos, GitHub's total kept")
    func loadPage() async throws {
        let client = NetworkClientSpy([.success(HTTPResponse(status: 200, body: Fixtures.data("search/100-items.json")))])
        let sut = GitHubTrendingLoader(
            client: client, api: GitHubAPI(token: nil, userAgent: "trending/test"), now: { referenceNow }, sleep: { _ in }
        )

        let firstPageAsked = referenceNow.addingTimeInterval(-36)
        let result = try await sut.loadPage(TrendingQuery(), page: 2, perPage: 40, asOf: firstPageAsked)

        #expect(client.requests.count == 1)
        #expect(client.requests[0].url.absoluteString.hasSuffix("per_page=40&page=2"))
        // The window is the first page's, not this request's.
        let expected = GitHubSearchEndpoint.url(
            api: GitHubAPI(token: nil, userAgent: "trending/test"), query: TrendingQuery(), limit: 40, page: 2, now: firstPageAsked
        )
        #expect(client.requests[0].url == expected)
        #expect(result.repos.count == 40 && result.totalCount == 4821)
    }
}
