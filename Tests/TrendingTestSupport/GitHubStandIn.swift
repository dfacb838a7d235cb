import Foundation

/// A stand-in for the parts of GitHub's API the star-gain tests need, for a `LoopbackServer`
/// handler: search answers from one closure, `stargazers/history` answers per repo from another.
public enum GitHubStandIn {
    /// Routes `request`: `/repos/{owner}/{repo}/stargazers/history` to `history` (with
    /// `owner/repo`), `/search/repositories` to `search`, anything else to `other` (a 404).
    public static func route(
        _ request: RecordedRequest,
        search: (RecordedRequest) -> StubResponse,
        history: (String, RecordedRequest) -> StubResponse,
        other: (RecordedRequest) -> StubResponse = { _ in .json(404, #"{"message":"Not Found"}"#) }
    ) -> StubResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 5, parts[0] == "repos", parts[3] == "stargazers", parts[4] == "history" {
            return history("\(parts[1])/\(parts[2])", request)
        }
        if request.path == "/search/repositories" { return search(request) }
        return other(request)
    }

    /// Any repo's details (`GET /repos/OWNER/NAME`), 100,000 stars, created years ago; other paths 404.
    public static func anyRepo(_ request: RecordedRequest) -> StubResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[0] == "repos" else { return .json(404, #"{"message":"Not Found"}"#) }
        let body = #"{"id":7,"full_name":"\#(parts[1])/\#(parts[2])","owner":{"login":"\#(parts[1])","type":"User"},"html_url":"https://github.com/\#(parts[1])/\#(parts[2])","description":null,"language":null,"stargazers_count":100000,"forks_count":0,"subscribers_count":0,"open_issues_count":0,"topics":[],"homepage":null,"default_branch":"main","created_at":"2015-01-01T00:00:00Z","pushed_at":"2026-11-20T00:00:00Z","archived":false,"fork":false,"is_template":false}"#
        return .json(200, body)
    }

    /// A search answer listing `repos`, in the order given.
    public static func search(_ repos: [StandInRepo], headers: [(String, String)] = []) -> StubResponse {
        let items = repos.enumerated().map { index, repo in
            #"{"id":\#(repo.id ?? index + 1),"name":"\#(repo.name)","full_name":"o/\#(repo.name)","owner":{"login":"o"},"html_url":"https://github.com/o/\#(repo.name)","description":null,"language":null,"stargazers_count":\#(repo.stars),"forks_count":0,"created_at":"\#(repo.createdAt)"}"#
        }
        let body = #"{"total_count":\#(repos.count),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#
        return .json(200, body, headers: headers)
    }

    /// GitHub's trending page (HTML) with this status, from `Fixtures/trending-page/`.
    public static func trendingPage(_ fixture: String = "repos-2026-article.html", status: Int = 200) -> StubResponse {
        StubResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Fixtures.data("trending-page/\(fixture)")
        )
    }

    /// A search answer for a search naming repos (`repo:OWNER/NAME …`): each one named, in the
    /// order named, with `stars` and created in 2020; any other search gets `otherwise`.
    public static func namedRepos(_ request: RecordedRequest, stars: Int = 100, otherwise: () -> StubResponse) -> StubResponse {
        let terms = (request.queryItems["q"] ?? "").replacingOccurrences(of: "+", with: " ").split(separator: " ").filter { $0.hasPrefix("repo:") }
        guard !terms.isEmpty else { return otherwise() }
        let items = terms.enumerated().map { index, term in
            let name = term.dropFirst("repo:".count)
            let parts = name.split(separator: "/")
            return #"{"id":\#(90_000 + index),"name":"\#(parts.last ?? "")","full_name":"\#(name)","owner":{"login":"\#(parts.first ?? "")"},"html_url":"https://github.com/\#(name)","description":null,"language":null,"stargazers_count":\#(stars),"forks_count":0,"created_at":"2020-01-01T00:00:00Z"}"#
        }
        return .json(200, #"{"total_count":\#(items.count),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#)
    }

    /// A star-history answer with these rate-limit headers (and an ETag when given).
    public static func history(
        _ body: String, remaining: Int = 4999, resetsAt: Int = 1_795_438_800, etag: String? = nil
    ) -> StubResponse {
        var headers = [
            ("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", String(remaining)),
            ("x-ratelimit-reset", String(resetsAt)), ("x-ratelimit-resource", "core"),
        ]
        if let etag { headers.append(("ETag", etag)) }
        return .json(200, body, headers: headers)
    }

    /// GitHub's primary rate-limit answer for the core budget.
    public static func rateLimited(resetsAt: Int) -> StubResponse {
        .json(403, #"{"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit.)"}"#, headers: [
            ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", String(resetsAt)),
            ("x-ratelimit-resource", "core"),
        ])
    }
}

/// One repo of a stand-in search answer; the owner is always `o`.
public struct StandInRepo: Sendable {
    public let name: String
    public let stars: Int
    public let createdAt: String
    public let id: Int?

    public init(_ name: String, stars: Int, createdAt: String = "2020-01-01T00:00:00Z", id: Int? = nil) {
        self.name = name
        self.stars = stars
        self.createdAt = createdAt
        self.id = id
    }
}
