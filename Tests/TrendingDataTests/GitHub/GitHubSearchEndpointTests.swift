import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("GitHubSearchEndpoint")
struct GitHubSearchEndpointTests {
    @Test("asks for repos created after the period's start, by stars, descending")
    func dailyURL() {
        let url = GitHubSearchEndpoint.url(api: makeAPI(), query: TrendingQuery(period: .daily), limit: 25, now: referenceNow)

        #expect(url.absoluteString == "https://api.github.com/search/repositories?q=created%3A%3E2026-11-22&sort=stars&order=desc&per_page=25")
    }

    @Test("uses the period's start day", arguments: [
        (TrendingPeriod.daily, "2026-11-22"), (.weekly, "2026-11-16"), (.monthly, "2026-10-24"),
    ])
    func periods(period: TrendingPeriod, day: String) {
        #expect(GitHubSearchEndpoint.searchQualifiers(TrendingQuery(period: period), now: referenceNow) == "created:>\(day)")
    }

    @Test("adds the language, URL-encoded", arguments: [
        ("Swift", "language%3ASwift"), ("C++", "language%3AC%2B%2B"), ("C#", "language%3AC%23"),
        ("Jupyter Notebook", "language%3A%22Jupyter+Notebook%22"),
    ])
    func language(name: String, encoded: String) {
        let url = GitHubSearchEndpoint.url(api: makeAPI(), query: TrendingQuery(language: name), limit: 10, now: referenceNow)

        #expect(url.absoluteString.contains("q=created%3A%3E2026-11-22+\(encoded)&"))
    }

    @Test("keeps the base URL's path, as GitHub Enterprise needs")
    func enterpriseBase() {
        let api = makeAPI(base: "https://ghe.example.com/api/v3/")
        let url = GitHubSearchEndpoint.url(api: api, query: TrendingQuery(), limit: 5, now: referenceNow)

        #expect(url.absoluteString.hasPrefix("https://ghe.example.com/api/v3/search/repositories?q="))
    }

    @Test("never asks for more than 100 per page")
    func perPageCap() {
        let url = GitHubSearchEndpoint.url(api: makeAPI(), query: TrendingQuery(), limit: 250, now: referenceNow)
        #expect(url.absoluteString.hasSuffix("&per_page=100"))
    }

    // MARK: - Helpers

    private func makeAPI(base: String = "https://api.github.com") -> GitHubAPI {
        GitHubAPI(baseURL: URL(string: base)!, token: nil, userAgent: "trending/test")
    }
}
