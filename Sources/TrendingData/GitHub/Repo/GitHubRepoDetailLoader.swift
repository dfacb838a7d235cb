#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The remote gateway for one repo: `GET /repos/{owner}/{repo}`, revalidated with its ETag.
/// A 304 costs no rate limit; a 301 (renamed) is followed by `RedirectingNetworkClient`.
public struct GitHubRepoDetailLoader: RepoDetailLoader {
    private let client: any NetworkClient
    private let api: GitHubAPI
    private let now: @Sendable () -> Date
    private let budgetSpent: (@Sendable (Date) -> Void)?

    /// - Parameter budgetSpent: told GitHub's reset when an answer says the core budget is spent
    ///   (`x-ratelimit-remaining: 0`), so the star history asks nothing into it.
    public init(
        client: any NetworkClient, api: GitHubAPI, now: @escaping @Sendable () -> Date, budgetSpent: (@Sendable (Date) -> Void)? = nil
    ) {
        self.client = client
        self.api = api
        self.now = now
        self.budgetSpent = budgetSpent
    }

    public func load(_ name: RepoName, etag: String?) async throws(RemoteLoadError) -> RepoDetailFetch {
        // A name GitHub can't have (from a hostile list) names no repo: no request is built from it.
        guard name.isGitHubName else { throw .notFound }
        var request = api.request(Self.url(for: name, api: api))
        if let etag { request.headers["If-None-Match"] = etag }
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw RemoteLoadError(error)
        }
        let limits = RateLimitHeaders(response)
        if (200...299).contains(response.status) || response.status == 304, limits.remaining == 0, let resetsAt = limits.resetsAt {
            budgetSpent?(resetsAt)
        }
        // A rename or transfer is GitHub's redirect on its own server (or up to https on it): an
        // answer from another server, or over http from an https API, is no answer of GitHub's
        // for this repo, and is neither shown, cached nor followed by a bookmark (bb33 l remark).
        if let moved = response.redirectedTo, !RedirectPolicy.sameOrigin(moved, request.url),
           !(request.url.scheme?.lowercased() == "http" && moved.scheme?.lowercased() == "https" && moved.host?.lowercased() == request.url.host?.lowercased()) {
            // The port too: another port of the same host is another server (bb41 p2 remark).
            let server = "\(moved.scheme ?? "?")://\(moved.host ?? "?")" + (moved.port.map { ":\($0)" } ?? "")
            throw .badAnswer("it was redirected to another server (\(server)), whose answer is not taken for a repo's details")
        }
        switch response.status {
        case 200...299:
            let detail = try GitHubRepoMapper.map(response)
            // Another repo's answer is no answer for this one: GitHub names the repo asked for
            // (in any case) unless a redirect (a rename, a transfer) led to its new name.
            guard detail.name.key == name.key || response.redirectedTo != nil else { throw .malformedResponse }
            return .modified(detail, etag: response.header("etag"))
        case 304:
            return .notModified
        case 404, 410:
            // Gone is as much an answer about the repo as not found: no cached copy stands in (bb39 i2-D1).
            throw .notFound
        default:
            throw GitHubErrorMapper.error(for: response, now: now(), authorization: request.headers["Authorization"])
        }
    }

    /// `{api}/repos/{owner}/{repo}`, for a name that `isGitHubName`.
    public static func url(for name: RepoName, api: GitHubAPI) -> URL {
        api.url(path: "/repos/\(name.owner)/\(name.name)")
    }
}
