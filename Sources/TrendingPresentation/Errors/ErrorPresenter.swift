#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import TrendingDomain

/// Words for failures: the error view's title, reason and next step, and one-line reasons.
struct ErrorPresenter {
    let now: Date
    /// Nil: the system's local time.
    let timeZone: TimeZone?
    /// Whether GitHub's requests carry the token: a spent limit then is the token's own, and
    /// advice to set one would be wrong. The rule the gains note follows (`GainShortfall`'s
    /// `authenticated`, from the same `GitHubAPI.hasToken`).
    var token: TokenUse = .none
    var tokenSent: Bool { token == .sent }

    func viewModel(for error: LoadTrendingError, query: TrendingQuery) -> ErrorViewModel {
        switch error {
        case .offlineWithoutCache:
            return ErrorViewModel(
                title: "Nothing cached for \(TrendingListWords.describe(query))",
                message: "--offline never touches the network, and this list has not been fetched yet.",
                hint: "Run the same command without --offline once to fetch and cache it."
            )
        case .remote(let remote):
            return viewModel(for: remote)
        case .trendingPageUnavailable(let reason):
            return pageUnavailable(reason)
        case .trendingPageDetailsUnavailable(let error):
            return pageDetailsUnavailable(error)
        case .seenUnreadable(let error):
            return StateFileWords.seenUnreadable(error)
        }
    }

    /// `--source page` with a page read but its rows' details search failing.
    private func pageDetailsUnavailable(_ error: RemoteLoadError) -> ErrorViewModel {
        ErrorViewModel(
            title: "GitHub's search for the trending page's repos failed",
            message: "\(capitalized(reason(error))). The page was read, but its rows need the id and creation date only that search gives. \(Self.pageAlone)",
            hint: "Try again later, or run with --source auto (the default) or --source search, without --spoken-language, to find candidates with GitHub's search."
        )
    }

    /// Why a page read gives no list: nothing else is asked for one.
    static let pageAlone = "--source page and --spoken-language list the page's rows alone, and ask nothing else."

    /// `--source page` with a page that could not be read.
    private func pageUnavailable(_ failure: TrendingPageFailure) -> ErrorViewModel {
        let why = reason(failure)
        if case .brokenInstallation = failure {
            return ErrorViewModel(
                title: "The network helper is not working",
                message: "\(why). --source page asks nothing else.",
                hint: "This is an installation problem, not your connection: reinstall trending and trending-fetch together."
            )
        }
        let read = switch failure {
        case .rowsUnmatched, .rowsRefused, .offlineDetailsUnknown: true
        default: false
        }
        return ErrorViewModel(
            title: read ? "GitHub's trending page was read, but no repo of it can be listed" : "GitHub's trending page could not be read",
            message: "\(capitalized(why)). \(read ? Self.pageAlone : "--source page asks nothing else.")",
            hint: "Run with --source auto (the default) or --source search\(read ? ", without --spoken-language," : "") to find candidates with GitHub's search."
        )
    }

    /// The error view for a failure with nothing cached; `subject` names what was asked for.
    func viewModel(for error: LoadTrendingError, subject: String) -> ErrorViewModel {
        switch error {
        case .offlineWithoutCache:
            return ErrorViewModel(
                title: "Nothing cached for \(subject)",
                message: "--offline never touches the network, and \(subject) has not been fetched yet.",
                hint: "Run the same command without --offline once to fetch and cache it."
            )
        case .remote(let remote):
            return viewModel(for: remote, subject: subject)
        case .trendingPageUnavailable(let reason):
            return pageUnavailable(reason)
        case .trendingPageDetailsUnavailable(let error):
            return pageDetailsUnavailable(error)
        case .seenUnreadable(let error):
            return StateFileWords.seenUnreadable(error)
        }
    }

    /// The subject of a list's search; any other (`this repo`) asked GitHub no search.
    static let searchSubject = "this query"

    private func viewModel(for error: RemoteLoadError, subject: String = ErrorPresenter.searchSubject) -> ErrorViewModel {
        let noCache = "Nothing is cached for \(subject) yet, so there is nothing to fall back on."
        switch error {
        case .unreachable, .timedOut:
            return ErrorViewModel(
                title: "Could not reach GitHub",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: "Check your connection (and --api-url or GITHUB_API_URL if set), then try again."
            )
        case .brokenInstallation:
            return ErrorViewModel(
                title: "The network helper is not working",
                // Not capitalized: it starts with the program's name, trending-fetch.
                message: "\(reason(error)). \(noCache)",
                hint: "This is an installation problem, not your connection: reinstall trending and trending-fetch together."
            )
        case .serverError:
            return ErrorViewModel(
                title: "GitHub is having trouble",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: "Try again in a few minutes; https://www.githubstatus.com shows known incidents."
            )
        case .invalidQuery(let messages):
            guard subject == Self.searchSubject else {
                // `show` and `history` make no search: GitHub refused the request itself.
                return ErrorViewModel(
                    title: "GitHub rejected the request",
                    message: "\(capitalized(reason(error))).",
                    hint: "GitHub's message says what it refused; check OWNER/REPO and --api-url."
                )
            }
            // The --language hint helps only when GitHub's complaint is about that qualifier.
            let aboutLanguage = messages.contains { $0.lowercased().contains("language") }
            return ErrorViewModel(
                title: "GitHub rejected the search",
                message: "\(capitalized(reason(error))).",
                hint: aboutLanguage
                    ? "Check the --language value; it must be a language GitHub knows, such as Swift or C++."
                    : "Check the search options (--since, --topic, --min-stars, --limit), then try again."
            )
        case .malformedResponse, .badAnswer, .unreadableHeaders, .responseTooLarge:
            return ErrorViewModel(
                title: "GitHub sent an unexpected answer",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: "If --api-url or GITHUB_API_URL points at a proxy or GitHub Enterprise, check that it is the API's base URL."
            )
        case .rateLimited(let resetsAt):
            return ErrorViewModel(
                title: "GitHub's rate limit is used up",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: token.rateLimitHint(resetPassed: resetsAt.map { $0 <= now } ?? false)
            )
        case .unauthorized(tokenSent: true, _):
            return ErrorViewModel(
                title: "GitHub rejected the token",
                message: "The token in GITHUB_TOKEN or GH_TOKEN was not accepted; \(reason(error)).",
                hint: "Renew the token, or unset GITHUB_TOKEN and GH_TOKEN to ask without one."
            )
        case .unauthorized(tokenSent: false, _) where token == .heldBack:
            return ErrorViewModel(
                title: "GitHub requires authentication",
                message: "No token was sent, and this server wants one; \(reason(error)).",
                hint: "\(TokenUse.httpsAdvice) (--api-url https://…), then try again."
            )
        case .unauthorized(tokenSent: false, _):
            return ErrorViewModel(
                title: "GitHub requires authentication",
                message: "No token was sent, and this server wants one; \(reason(error)).",
                hint: "Set GITHUB_TOKEN to a personal access token (export GITHUB_TOKEN=...), then try again."
            )
        case .forbidden:
            return ErrorViewModel(
                title: "GitHub refused the request",
                message: "\(capitalized(reason(error))).",
                hint: token.forbiddenHint
            )
        case .notFound:
            return ErrorViewModel(
                title: "Not found",
                message: "GitHub knows no such repository, or it is private.",
                hint: token.notFoundHint
            )
        case .unexpectedStatus(let status, let message) where !message.isEmpty && status != 404:
            // GitHub's own reason (a 451's "Repository access blocked"): a real answer, not a wrong
            // URL. A 404 for a search or a page is a wrong base's sign, whatever it says.
            return ErrorViewModel(
                title: "GitHub refused the request",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: "GitHub's reason is above; trying again will not change it."
            )
        case .unexpectedStatus:
            return ErrorViewModel(
                title: "GitHub gave an unexpected answer",
                message: "\(capitalized(reason(error))). \(noCache)",
                hint: "Check --api-url or GITHUB_API_URL: it must be the API's base URL, such as https://api.github.com."
            )
        }
    }

    /// The local wall-clock time, `14:05`, with its date when a day or more away.
    func clockTime(_ date: Date) -> String {
        LocalTime.moment(date, after: now, in: timeZone)
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

extension String {
    var trimmingTrailingPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
