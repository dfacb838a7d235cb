#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// `trending history OWNER/REPO`: offline, from local snapshots, with GitHub's daily gains when
/// cached; or `history OWNER/REPO --daily`: GitHub's daily gains, fetched when not fresh.
struct HistoryCommand: Command {
    static let json = Flag("--json", help: "Print an array of {\"at\", \"stars\"}, oldest first (with --daily, {\"date\", \"gained\"}).")
    static let daily = Flag("--daily", help: "Daily stars gained over the last 90 days, today so far included, from GitHub's star history.")

    static let spec = CommandSpec(
        name: "history", arguments: "OWNER/REPO", positionalCompletion: .repos,
        summary: "Show a repo's star counts over time from this machine's snapshots, or with --daily its daily gains from GitHub, as a sparkline.",
        details: """
        Every list fetched from GitHub records each repo's stars. History is kept for 90 days, at
        most 100 snapshots a repo. Works offline; a repo with no history exits 66. The daily gains
        GitHub's star history gave (by --daily, show or --scope all) are drawn too when cached.
        """,
        ownOptions: [json.info, daily.info],
        examples: [
            ("trending history octo-org/rocket", ""), ("trending history octo-org/rocket --daily", "daily gains, 90 days"),
            ("trending history octo-org/rocket --json | jq '.[-1].stars'", "the latest count"),
        ]
    )

    let name: RepoName
    let json: Bool
    let daily: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        name = try arguments.single(RepoName.self)
        json = arguments.has(Self.json)
        daily = arguments.has(Self.daily)
    }

    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode {
        let parts = try CompositionRoot.makeHistory(json: json, daily: daily, context)
        if daily { return await runDaily(parts) }
        do {
            let read = try parts.snapshots.history(of: name)
            parts.statePresenter.presentNotices(read.warnings)
            let snapshots = read.value
            let stars = parts.starHistory.cachedHistory(of: name)
            parts.dailyPresenter.presentWarnings(stars.warnings)
            let cached = stars.history.map {
                DailyGainsPresenter.viewModel($0, for: name, now: context.environment.now())
            }
            parts.presenter.present(snapshots, for: name, daily: cached)
            return snapshots.isEmpty && cached == nil ? .notFound : .ok
        } catch {
            parts.presenter.present(error)
            return .ioError
        }
    }

    /// GitHub's daily gains for the last 90 days, from the cache within an hour.
    private func runDaily(_ parts: HistoryParts) async -> ExitCode {
        // Stars counted within the hour (by `show`, a list, else GitHub's details now) bound
        // what the weeks may add up to.
        let now = parts.now()
        let summary = parts.known?.summary(of: name).flatMap { now.timeIntervalSince($0.fetchedAt) < 3600 ? $0.repo : nil }
        var known = summary?.stars
        var createdAt = summary?.createdAt
        // A core budget spent (as another command found) sends no details request into it either.
        var statusWarnings: [TrendingWarning] = []
        if known == nil, parts.starHistory.heldBackUntil(warnings: &statusWarnings) == nil, let count = await parts.starCount?.count(of: name) {
            switch count {
            case .success(let counted): (known, createdAt) = (counted.stars, counted.createdAt)
            case .failure(.notFound):
                // GitHub knows no such repo: its history is not asked for, and a typo is no
                // evidence that the server lacks the star-history API.
                parts.dailyPresenter.present(RepoStarHistoryUseCase.Result(history: nil, problem: .notFound, warnings: statusWarnings), for: name)
                return .notFound
            case .failure(.rateLimited(let resetsAt)):
                // The core budget is spent: the history is not asked into it, now or by the next command.
                parts.starHistory.budgetSpent(until: resetsAt)
            case .failure: break
            }
        }
        var result = await parts.starHistory.history(
            of: name, days: DailyGainsPresenter.days, mode: .automatic, maxAge: SharedOptions.maxAge.defaultValue.seconds, stars: known,
            createdAt: createdAt
        )
        result = RepoStarHistoryUseCase.Result(history: result.history, problem: result.problem, warnings: statusWarnings + result.warnings)
        parts.dailyPresenter.present(result, for: name)
        if let history = result.history { return history.reachesItsFetch ? .ok : .notFound }
        switch result.problem {
        case .unavailable, .notFound, nil: return .notFound
        case .malformed: return .dataError
        case .rateLimited: return .rateLimited
        case .failed(let error): return ExitCode.forFailure(.remote(error))
        case .deadlinePassed: return ExitCode.forFailure(.remote(.timedOut))
        }
    }
}

/// `history`'s use cases and presenters, wired by `CompositionRoot.makeHistory`.
struct HistoryParts {
    /// This machine's snapshots.
    let snapshots: SnapshotHistoryUseCase
    /// GitHub's daily stars: cached, or fetched for `--daily`.
    let starHistory: RepoStarHistoryUseCase
    let presenter: SnapshotHistoryPresenter
    let dailyPresenter: DailyGainsPresenter
    /// Words the snapshot store's warnings (a corrupt file moved aside).
    let statePresenter: UserStatePresenter
    /// What the cache knows of repos, for `--daily`'s check of the weeks against the stars.
    let known: (any KnownRepos)?
    /// GitHub's count when nothing counted the repo within the hour (`--daily` only).
    let starCount: RepoStarCount?
    let now: @Sendable () -> Date
}
