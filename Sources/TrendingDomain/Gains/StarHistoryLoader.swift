#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a conditional request for one repo's star history brought back.
public enum StarHistoryFetch: Equatable, Sendable {
    /// New or changed daily counts (oldest first, validated), with the ETag to revalidate them.
    case modified([DailyStars], etag: String?)
    /// The cached history is still current (304).
    case notModified
}

/// One answer of the star-history endpoint and the budget left after it.
public struct StarHistoryAnswer: Equatable, Sendable {
    public let fetch: StarHistoryFetch
    public let budget: RateBudget
    /// The repo ID GitHub redirected the name asked to (`/repositories/ID/…`): the name is no
    /// longer the repo's own, renamed or moved.
    public let movedTo: Int?

    public init(fetch: StarHistoryFetch, budget: RateBudget, movedTo: Int? = nil) {
        self.fetch = fetch
        self.budget = budget
        self.movedTo = movedTo
    }
}

/// GitHub's `GET /repos/{owner}/{repo}/stargazers/history`, behind a gateway.
public protocol StarHistoryLoader: Sendable {
    /// Whether requests carry a token (5,000 an hour) or not (60).
    var isAuthenticated: Bool { get }
    /// The last `weeks` weeks of daily stars, revalidated with `etag` when given; `id`, GitHub's
    /// id of the repo where known, is the only other address its answer may come from.
    func load(_ name: RepoName, id: Int?, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer
}

extension StarHistoryLoader {
    /// `load` of a repo known by its name alone (`history --daily`).
    public func load(_ name: RepoName, weeks: Int, etag: String?) async throws(StarHistoryLoadError) -> StarHistoryAnswer {
        try await load(name, id: nil, weeks: weeks, etag: etag)
    }
}
