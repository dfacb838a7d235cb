/// What `show` produced: the details (or why there are none), and with details the repo's star
/// history from GitHub (or why there is none) and its last sighting on the trending page.
public struct RepoShowResult: Equatable, Sendable {
    public let details: RepoDetailResult
    public let starHistory: CachedStarHistory?
    public let historyProblem: StarHistoryLoadError?
    public let lastTrending: PageSighting?

    public init(
        details: RepoDetailResult, starHistory: CachedStarHistory? = nil, historyProblem: StarHistoryLoadError? = nil,
        lastTrending: PageSighting? = nil
    ) {
        self.details = details
        self.starHistory = starHistory
        self.historyProblem = historyProblem
        self.lastTrending = lastTrending
    }
}
