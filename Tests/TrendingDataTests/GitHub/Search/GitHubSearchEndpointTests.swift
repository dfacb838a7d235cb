import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("GitHubSearchEndpoint")
struct GitHubSearchEndpointTests {
    @Test("asks for repos created since the period's exact start instant, by stars, descending")
    func dailyURL() {
        let url = GitHubSearchEndpoint.url(api: makeAPI(), query: TrendingQuery(period: .daily), limit: 25, now: referenceNow)

        #expect(url.absoluteString == "https://api.github.com/search/repositories?q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z&sort=stars&order=desc&per_page=25")
    }

    @Test("uses the period's exact start: 24 h, 7×24 h or 30×24 h before now", arguments: [
        (TrendingPeriod.daily, "2026-11-22T12:00:00Z"), (.weekly, "2026-11-16T12:00:00Z"), (.monthly, "2026-10-24T12:00:00Z"),
    ])
    func periods(period: TrendingPeriod, instant: String) {
        #expect(GitHubSearchEndpoint.searchQualifiers(TrendingQuery(period: period), now: referenceNow) == "created:>=\(instant)")
    }

    @Test("--scope all searches the new query, young repos by age with no pushed filter, pushed repos by star band, then the young searches' later pages")
    func candidateSearches() {
        let query = TrendingQuery(period: .weekly, language: "Swift", scope: .all)
        let urls = GitHubSearchEndpoint.candidateURLs(api: makeAPI(), query: query, now: referenceNow, maxRequests: 19)
        let qs = urls.map(Self.q)

        #expect(qs == [
            "created:>=2026-11-16T12:00:00Z language:Swift",
            "created:>=2026-10-24T12:00:00Z language:Swift",
            "created:>=2026-08-25T12:00:00Z language:Swift",
            "created:>=2025-11-23T12:00:00Z language:Swift",
            "pushed:>=2026-11-16T12:00:00Z language:Swift stars:50..199",
            "pushed:>=2026-11-16T12:00:00Z language:Swift stars:200..999",
            "pushed:>=2026-11-16T12:00:00Z language:Swift stars:1000..4999",
            "pushed:>=2026-11-16T12:00:00Z language:Swift stars:5000..19999",
            "pushed:>=2026-11-16T12:00:00Z language:Swift stars:>=20000",
            "created:>=2026-10-24T12:00:00Z language:Swift",
            "created:>=2026-08-25T12:00:00Z language:Swift",
            "created:>=2025-11-23T12:00:00Z language:Swift",
            "created:>=2026-10-24T12:00:00Z language:Swift",
            "created:>=2026-08-25T12:00:00Z language:Swift",
            "created:>=2025-11-23T12:00:00Z language:Swift",
        ], "a week-old age is the weekly new query already")
        #expect(urls.allSatisfy { $0.query?.contains("per_page=100") == true && $0.query?.contains("sort=stars") == true })
        #expect(urls[9].query?.contains("page=2") == true && urls[12].query?.contains("page=3") == true && urls[8].query?.contains("&page=") == false)
    }

    @Test("a star floor drops the bands below it, raises the one it falls in and floors the young searches; the budget caps the count, best first")
    func candidateFloorAndBudget() {
        let query = TrendingQuery(minStars: 3000, scope: .all)
        let urls = GitHubSearchEndpoint.candidateURLs(api: makeAPI(), query: query, now: referenceNow, maxRequests: 9)
        let qs = urls.map(Self.q)

        #expect(qs.first == "created:>=2026-11-22T12:00:00Z stars:>=3000")
        #expect(qs[1] == "created:>=2026-11-16T12:00:00Z stars:>=3000")
        #expect(qs[5] == "pushed:>=2026-11-22T12:00:00Z stars:3000..4999")
        #expect(qs.count == 9, "the new query, 4 ages, 3 bands, then a second page")
        #expect(qs[8] == qs[1] && urls[8].query?.contains("&page=2") == true)
        #expect(GitHubSearchEndpoint.candidateURLs(api: makeAPI(), query: query, now: referenceNow, maxRequests: 2).map(Self.q) == Array(qs.prefix(2)))
    }

    @Test("without a token (9 searches) a daily list leaves out only the 20k-and-up band; weekly and monthly ask every first page, as README says")
    func tokenlessCap() {
        let count = { (period: TrendingPeriod) in
            GitHubSearchEndpoint.candidateURLs(api: makeAPI(), query: TrendingQuery(period: period, scope: .all), now: referenceNow, maxRequests: 9)
                .map(Self.q)
        }
        let daily = count(.daily)

        #expect(daily.count == 9 && daily.last == "pushed:>=2026-11-22T12:00:00Z stars:5000..19999", "\(daily)")
        #expect(!daily.contains { $0.contains("stars:>=20000") })
        #expect(count(.weekly).prefix(9).contains { $0.contains("stars:>=20000") })
        #expect(count(.monthly).prefix(8).contains { $0.contains("stars:>=20000") } && count(.monthly).count == 9, "8 first pages, then a second page")
    }

    private static func q(_ url: URL) -> String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value?.replacingOccurrences(of: "+", with: " ") ?? ""
    }

    @Test("adds the language, URL-encoded", arguments: [
        ("Swift", "language%3ASwift"), ("C++", "language%3AC%2B%2B"), ("C#", "language%3AC%23"),
        ("Jupyter Notebook", "language%3A%22Jupyter+Notebook%22"),
    ])
    func language(name: String, encoded: String) {
        let url = GitHubSearchEndpoint.url(api: makeAPI(), query: TrendingQuery(language: name), limit: 10, now: referenceNow)

        #expect(url.absoluteString.contains("q=created%3A%3E%3D2026-11-22T12%3A00%3A00Z+\(encoded)&"))
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
