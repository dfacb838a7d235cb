#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `history --daily`: one repo's daily stars from GitHub's star history, judged against its star
/// count as of now (`RepoStarCount.freshFor`: a list's or `show`'s, else GitHub's details, asked
/// only while the core budget is not spent). A repo GitHub's details know nothing of is not asked.
public struct DailyStarsUseCase: Sendable {
    private let known: (any KnownRepos)?
    private let starCount: RepoStarCount
    private let starHistory: RepoStarHistoryUseCase
    private let now: @Sendable () -> Date

    public init(known: (any KnownRepos)?, starCount: RepoStarCount, starHistory: RepoStarHistoryUseCase, now: @escaping @Sendable () -> Date) {
        self.known = known
        self.starCount = starCount
        self.starHistory = starHistory
        self.now = now
    }

    public func execute(_ name: RepoName, days: Int, maxAge: TimeInterval) async -> RepoStarHistoryUseCase.Result {
        let now = now()
        let known = known?.summary(of: name)
        let summary = known.flatMap { RepoStarCount.isCurrent($0.fetchedAt, now: now) ? $0.repo : nil }
        var stars = summary?.stars, createdAt = summary?.createdAt
        // Its id, where known, is the only `/repositories/ID` its history may be redirected to (bb41 n2-D2).
        var id = known?.repo.id
        var warnings: [TrendingWarning] = []
        // A core budget spent (as another command found) sends no details request into it either.
        if stars == nil, starHistory.heldBackUntil(warnings: &warnings) == nil {
            switch await starCount.count(of: name) {
            case .success(let counted): (stars, createdAt, id) = (counted.stars, counted.createdAt, counted.id > 0 ? counted.id : id)
            // GitHub knows no such repo: its history is not asked for, and a typo is no evidence
            // that the server lacks the star-history API.
            case .failure(.notFound): return RepoStarHistoryUseCase.Result(history: nil, problem: .notFound, warnings: warnings)
            // The core budget is spent: the history is not asked into it, now or by the next command.
            case .failure(.rateLimited(let resetsAt)): warnings += starHistory.budgetSpent(until: resetsAt)
            case .failure: break
            }
        }
        let result = await starHistory.history(
            of: name, id: id.flatMap { $0 > 0 ? $0 : nil }, days: days, mode: .automatic, maxAge: maxAge, stars: stars, createdAt: createdAt
        )
        // An unwritable cache met twice (keeping the spent budget, then the history) is said once.
        return RepoStarHistoryUseCase.Result(history: result.history, problem: result.problem, warnings: warnings + result.warnings.filter { !warnings.contains($0) })
    }
}
