#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns `trending developers`' result into view states: the developers, a notice when they are
/// a stale copy or an offline one older than `--max-age`, or the error.
public struct TrendingDevelopersPresenter: Sendable {
    private let view: any TrendingDevelopersView
    /// `https://github.com`, or the web host of another API base: developers' pages are derived
    /// from it and the login, never taken from the page.
    private let webOrigin: String
    /// `--max-age`: an offline copy younger than this is shown without a word, as a list's is.
    private let maxAge: TimeInterval
    private let now: @Sendable () -> Date

    public init(view: any TrendingDevelopersView, webOrigin: String, maxAge: TimeInterval, now: @escaping @Sendable () -> Date) {
        self.view = view
        self.webOrigin = webOrigin
        self.maxAge = maxAge
        self.now = now
    }

    public func presentLoading() {
        view.display(LoadingViewModel(message: "Loading GitHub's trending developers…"))
    }

    /// A cached page that could not be used: moved aside, or unreadable; the page is fetched anew.
    public func presentCacheProblem(_ problem: CacheError) {
        switch problem {
        case .corrupt(let movedTo, _):
            view.display(NoticeViewModel(kind: .warning, message: "The cached developers page was unreadable; it was moved to \(movedTo)."))
        case .io(.failed(let operation, _, _)) where [.write, .flush, .replace, .createFolder].contains(operation):
            view.display(NoticeViewModel(kind: .warning, message: "Could not save the developers page to the cache (\(problem.message)); the next run will fetch it again."))
        case .io, .notMovedAside, .notEncoded:
            view.display(NoticeViewModel(kind: .warning, message: "Could not read the cached developers page: \(problem.message)."))
        }
    }

    /// - Parameter filtered: `--language` or `--spoken-language` was given: advice may name them.
    public func present(_ result: TrendingDevelopersUseCase.Result, offline: Bool, filtered: Bool = true) {
        switch result {
        case .developers(let developers, let fetchedAt, _):
            // --offline was asked for: a copy within --max-age is shown as a fresh one is; only
            // an older one says how old it is (the list's rule).
            if offline, !CachePolicy.isFresh(fetchedAt: fetchedAt, now: now(), maxAge: maxAge) {
                view.display(NoticeViewModel(kind: .info, message: "Offline: showing the developers page fetched \(age(fetchedAt))."))
            }
            view.display(viewModel(developers))
        case .stale(let developers, let fetchedAt, let reason):
            view.display(NoticeViewModel(
                kind: .stale,
                message: "Showing the developers page fetched \(age(fetchedAt)): could not refresh (\(errors.reason(reason, rows: "developer")))."
            ))
            // A copy of GitHub's "no trending developers" answer says it again.
            if developers.isEmpty { view.display(errorViewModel(.listsNone, filtered: filtered)) } else { view.display(viewModel(developers)) }
        case .failed(let reason):
            view.display(errorViewModel(reason, filtered: filtered))
        }
    }

    func viewModel(_ developers: [TrendingDeveloper]) -> TrendingDevelopersViewModel {
        let rows = developers.map { developer in
            DeveloperRowViewModel(
                rank: String(developer.rank), login: "\(developer.login)", name: developer.name.map(DisplayText.line),
                popularRepo: developer.popularRepo.map { "\($0)" },
                popularRepoDescription: developer.popularRepoDescription.map(DisplayText.line), url: "\(url(developer))"
            )
        }
        let records: [JSONValue] = developers.map { developer in
            .object([
                ("rank", .int(developer.rank)),
                ("login", .string(developer.login)),
                ("name", .optional(developer.name.map(TextSanitizer.singleLine))),
                ("url", .string(url(developer))),
                ("popular_repo", .optional(developer.popularRepo?.description)),
                ("popular_repo_description", .optional(developer.popularRepoDescription.map(TextSanitizer.singleLine))),
            ])
        }
        return TrendingDevelopersViewModel(rows: rows, records: records)
    }

    private func url(_ developer: TrendingDeveloper) -> String {
        webOrigin + "/" + developer.login
    }

    func errorViewModel(_ reason: TrendingPageFailure, filtered: Bool = true) -> ErrorViewModel {
        let noCache = "Nothing is cached for this page yet, so there is nothing to fall back on."
        switch reason {
        case .network(let detail):
            return ErrorViewModel(
                title: "Could not reach GitHub's trending developers page",
                message: "\(Self.sentence(detail)). \(noCache)",
                hint: "Check your connection (and --api-url or GITHUB_API_URL if set), then try again."
            )
        case .http(let status) where (500...599).contains(status):
            return ErrorViewModel(
                title: "GitHub is having trouble",
                message: "GitHub's trending developers page answered \(status). \(noCache)",
                hint: "Try again in a few minutes."
            )
        case .http(403):
            // Forbidden (exit 77): no option of ours can change that; the page is asked without a token.
            return ErrorViewModel(
                title: "GitHub refused its trending developers page",
                message: "The page answered 403. \(noCache)",
                hint: "GitHub turned this address away; try again later."
            )
        case .http(let status):
            // Only a 400 or 404 may be about the options; a 401 or 407 is an address asking to sign in.
            let hint: DisplayText = [400, 404, 422].contains(status) && filtered
                ? "Check --language and --spoken-language (GitHub's own names and codes), then try again."
                : [400, 404, 422].contains(status)
                    ? "GitHub's web host serves this page at /trending/developers: check --api-url or any proxy in between, then try again."
                    : "The page is asked without a token, so nothing here can answer that; check --api-url or any proxy in between, then try again."
            return ErrorViewModel(
                title: "GitHub's trending developers page could not be read",
                message: "The page answered HTTP \(status). \(noCache)",
                hint: hint
            )
        case .rateLimited(let retryAfter, let keptUntil):
            // A 429, or a 403 naming a wait: GitHub's words for either, not a status it never sent.
            let again = [keptUntil, retryAfter].compactMap { $0 }.filter { $0 > errors.now }.min()
            return ErrorViewModel(
                title: "GitHub is limiting requests for its trending page",
                message: "\(Self.sentence(errors.reason(reason, rows: "developer"))). \(noCache)",
                hint: again.map { "Try again after \(errors.clockTime($0))." } ?? "Try again later."
            )
        case .brokenInstallation(let detail):
            return ErrorViewModel(
                title: "The network helper is not working",
                // Not capitalized, as the list's: it starts with the program's name, trending-fetch.
                message: "\(TextSanitizer.singleLine(detail).trimmingTrailingPeriod). \(noCache)",
                hint: "This is an installation problem, not your connection: reinstall trending and trending-fetch together."
            )
        case .tooLarge, .unreadableHeaders, .badAnswer:
            return ErrorViewModel(
                title: "GitHub's trending developers page could not be read",
                message: "\(Self.sentence(errors.reason(reason, rows: "developer"))). \(noCache)",
                hint: "Try again later; if it persists, something between you and GitHub is sending this."
            )
        case .listsNone:
            return ErrorViewModel(
                title: "No trending developers for these options",
                message: "GitHub's trending developers page lists none for these options.",
                hint: filtered ? "Try without --language or --spoken-language, or another --since." : "Try another --since, or again later."
            )
        case .noRows, .rowsUnmatched, .rowsRefused:
            // GitHub's own "none" is `.listsNone`: a page with neither rows nor those words is markup this release cannot read.
            return ErrorViewModel(
                title: "GitHub's trending developers page could not be read",
                message: "The page held no developer row trending can read: GitHub may have changed its markup. \(noCache)",
                hint: "If every page fails this way, update trending."
            )
        case .offlineNothingCached, .offlineDetailsUnknown:
            return ErrorViewModel(
                title: "Nothing cached for GitHub's trending developers page",
                message: "--offline never touches the network, and this page has not been fetched yet.",
                hint: "Run the same command without --offline once to fetch and cache it."
            )
        }
    }

    /// The repo list's words for a page's failure (`ErrorPresenter.reason`), in the system's local time.
    private var errors: ErrorPresenter { ErrorPresenter(now: now(), timeZone: nil) }

    private func age(_ date: Date) -> String {
        RelativeDateFormatter.past(date, relativeTo: now())
    }

    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
