#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns a repo's daily stars into the `history --daily` view state, or says why there are none.
public struct DailyGainsPresenter: Sendable {
    public static let days = 90

    private let view: any SnapshotHistoryView
    private let now: @Sendable () -> Date
    private let token: TokenUse
    private let again: RepeatedFlags

    /// - Parameters:
    ///   - token: whether GitHub's requests carry the token (or hold it back), for what a spent rate limit advises.
    ///   - again: the flags a hint's command repeats (`--api-url`).
    public init(view: any SnapshotHistoryView, now: @escaping @Sendable () -> Date, token: TokenUse = .none, again: RepeatedFlags = .none) {
        self.token = token
        self.again = again
        self.view = view
        self.now = now
    }

    public func present(_ result: RepoStarHistoryUseCase.Result, for name: RepoName) {
        let errors = ErrorPresenter(now: now(), timeZone: .current, token: token)
        presentWarnings(result.warnings)
        if let history = result.history, !history.reachesItsFetch {
            // Not a span of zeros: GitHub reported no week at all, or none since weeks ago.
            let words = history.days.last.map { "ends on \(UTCDate($0.day).dayString): the days since are unknown" } ?? "holds no week"
            view.display(ErrorViewModel(
                title: "No star history for \(name)",
                message: "GitHub's star history for it \(words).",
                hint: "'trending history \(name)' shows this machine's own snapshots."
            ))
            return
        }
        if let history = result.history {
            if let problem = result.problem {
                let age = RelativeDateFormatter.string(for: history.fetchedAt, relativeTo: now())
                view.display(NoticeViewModel(kind: .stale, message: "Showing the star history fetched \(age): could not refresh (\(StarHistoryWords.reason(problem, errors)))."))
            }
            view.display(Self.viewModel(history, for: name, now: now()))
            return
        }
        switch result.problem {
        case .notFound, nil:
            view.display(ErrorViewModel(
                title: "No star history for \(name)",
                message: "GitHub's star history knows no such repo: it does not exist, was renamed or is private, or this server has no star-history API.",
                hint: "Check the name with '\(again.command("show \(name)"))'; 'trending history \(name)' shows this machine's own snapshots."
            ))
        case .unavailable:
            view.display(ErrorViewModel(
                title: "No star history for \(name)",
                message: "This server has no star-history API: it refused the API version, or several repos answered 404 and none ever answered.",
                hint: "It is asked again after a day, or at once by '\(again.command("show \(name) --refresh"))'."
            ))
        case .malformed(let defect):
            view.display(ErrorViewModel(
                title: "GitHub's star history for \(name) was malformed",
                message: "\(Self.sentence(StarHistoryWords.defect(defect))), so it was not used.", hint: "Try again later."
            ))
        case .rateLimited(let resetsAt):
            view.display(errors.viewModel(for: .remote(.rateLimited(resetsAt: resetsAt)), subject: "this repo"))
        case .failed(let error):
            view.display(errors.viewModel(for: .remote(error), subject: "this repo"))
        case .deadlinePassed:
            view.display(errors.viewModel(for: .remote(.timedOut), subject: "this repo"))
        }
    }

    /// `Its weeks did not add up`: a reason made the start of a sentence.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The warnings met reading the history (a corrupt cached one moved aside), in words.
    public func presentWarnings(_ warnings: [TrendingWarning]) {
        let errors = ErrorPresenter(now: now(), timeZone: .current, token: token)
        for warning in warnings {
            view.display(TrendingPresenter.notice(for: warning, errors: errors))
        }
    }

    public static func viewModel(_ history: CachedStarHistory, for name: RepoName, now: Date, days: Int = days) -> DailyGainsViewModel {
        // Only the days the history tells, said so, never the others as zeros.
        let (series, asOf) = DailySeries.drawn(history, days: days, now: now)
        let covered = series.count
        let span = covered < days ? "the \(Plural.count(covered, "day")) GitHub's history covers" : "\(days) days"
        let total = series.reduce(0) { $0.addingReportingOverflow($1.stars).overflow ? Int.max : $0 + $1.stars }
        let last = series.last?.stars ?? 0
        let ending = GainWindow.dayStart(of: asOf) < GainWindow.dayStart(of: now)
            ? "to \(UTCDate(asOf).dayString)"
            : "today so far: \(GainLabel.signed(last, long: true))"
        return DailyGainsViewModel(
            fullName: "\(name)", values: series.map(\.stars),
            firstDate: series.first.map { UTCDate($0.day).dayString } ?? "",
            lastDate: series.last.map { UTCDate($0.day).dayString } ?? "",
            summary: "\(GainLabel.signed(total, long: true)) \(abs(total) == 1 ? "star" : "stars") in \(span) (\(ending))",
            points: series.map { .object([("date", .string(UTCDate($0.day).dayString)), ("gained", .int($0.stars))]) }
        )
    }
}
