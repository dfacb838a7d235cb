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
        guard let daily = parts.daily else { return .usage }
        let result = await daily.execute(name, days: DailyGainsPresenter.days, maxAge: SharedOptions.maxAge.defaultValue.seconds)
        parts.dailyPresenter.present(result, for: name)
        if let history = result.history { return history.reachesItsFetch ? .ok : .notFound }
        return ExitCode.forStarHistory(result.problem)
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
    /// GitHub's daily stars for `--daily`, judged against a count as of now; nil without it.
    let daily: DailyStarsUseCase?
    let now: @Sendable () -> Date
}
