#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Turns `show` results into view states. Pure, with an injected clock.
public struct RepoDetailPresenter: Sendable {
    private let view: any RepoDetailView
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone?
    private let links: any RepoWebLinks
    private let token: TokenUse
    private let again: RepeatedFlags

    /// - Parameters:
    ///   - links: which URLs from the API may be linked; the rest are derived or plain text.
    ///   - token: whether GitHub's requests carry the token (or hold it back), for what a spent rate limit advises.
    ///   - again: the flags a hint's command repeats (`--api-url`).
    public init(
        view: any RepoDetailView, links: any RepoWebLinks, now: @escaping @Sendable () -> Date, timeZone: TimeZone? = nil,
        token: TokenUse = .none, again: RepeatedFlags = .none
    ) {
        self.token = token
        self.again = again
        self.view = view
        self.links = links
        self.now = now
        self.timeZone = timeZone
    }

    public func didStartFetching(_ name: RepoName) {
        view.display(LoadingViewModel(message: "Fetching \(name)…"))
    }

    /// `show`'s whole answer: details, gains and the trending page's last sighting.
    public func present(_ result: RepoShowResult, for name: RepoName) {
        present(result.details, for: name, starHistory: result.starHistory, historyProblem: result.historyProblem, lastTrending: result.lastTrending)
    }

    /// - Parameters:
    ///   - starHistory: GitHub's daily stars for the repo, for the gains, when known.
    ///   - historyProblem: why GitHub gave no star history, when it did not: said in one note
    ///     when it costs the `Gained` line.
    ///   - lastTrending: when and where GitHub's trending page last listed it, as this machine saw.
    public func present(
        _ result: RepoDetailResult, for name: RepoName, starHistory: CachedStarHistory? = nil,
        historyProblem: StarHistoryLoadError? = nil, lastTrending: PageSighting? = nil
    ) {
        let errors = ErrorPresenter(now: now(), timeZone: timeZone, token: token)
        for warning in result.warnings {
            view.display(TrendingPresenter.notice(for: warning, errors: errors))
        }
        switch result.outcome {
        case .success(let shown):
            if let banner = banner(for: shown.source, errors: errors) { view.display(banner) }
            let gains = RepoGainsSummary(detail: shown.detail, history: starHistory, now: now())
            if let historyProblem {
                let why = Self.why(historyProblem, errors: errors)
                if gains.rows.isEmpty {
                    view.display(NoticeViewModel(kind: .info, message: "Star gains are left out: \(why)."))
                } else if gains.toldByHistory, let starHistory {
                    // The gains shown come from an older history: said, not passed off as today's.
                    // Windows that history is too old to tell are said with it (bb37 z remark).
                    let untold = gains.stale.isEmpty ? "" : "; star gains \(gains.stale.map { GainLabel.window(days: $0) }.joined(separator: " and ")) are left out, that history being too old to tell them"
                    view.display(NoticeViewModel(kind: .stale, message: "Showing star gains from the history fetched \(age(starHistory.fetchedAt)): could not refresh (\(why))\(untold)."))
                } else if gains.toldByCreation {
                    // Every window is told by the repo's own stars: the history would add the daily sparkline alone.
                    view.display(NoticeViewModel(kind: .info, message: "Daily gains are left out: \(why)."))
                } else {
                    // Only a young repo's own stars are shown: the windows a history would tell are not.
                    view.display(NoticeViewModel(kind: .info, message: "Star gains GitHub's history would tell are left out: \(why)."))
                }
            }
            // A short answer tells the last days and not the month: the windows it can't tell are said.
            if historyProblem == nil, let defect = gains.untold.first?.defect {
                let windows = gains.untold.map { GainLabel.window(days: $0.days) }.joined(separator: " and ")
                let why = Self.why(.malformed(defect), errors: errors)
                view.display(NoticeViewModel(kind: .info, message: "Star gains \(windows) are left out: \(why)."))
            }
            if historyProblem == nil, !gains.stale.isEmpty, let starHistory {
                // Offline, a history fetched long ago lacks the window's last days: said, not a false +0.
                let windows = gains.stale.map { GainLabel.window(days: $0) }.joined(separator: " and ")
                view.display(NoticeViewModel(
                    kind: .info, message: "Star gains \(windows) are left out: the star history cached was fetched \(age(starHistory.fetchedAt)), too long ago to tell them."
                ))
            }
            if historyProblem == nil, !gains.notAsked.isEmpty, let starHistory {
                // Offline, a list's cached history was asked for fewer weeks: this tool's, not GitHub's.
                let windows = gains.notAsked.map { GainLabel.window(days: $0) }.joined(separator: " and ")
                let held = Plural.count(starHistory.weeks, "week")
                view.display(NoticeViewModel(kind: .info, message: "Star gains \(windows) are left out: the star history cached holds the \(held) a list asked for."))
            }
            let trending = TrendingSightingLabel(sighting: lastTrending, now: now())
            var shownModel = viewModel(shown, gains: gains, trending: trending)
            if shown.detail.name.key != name.key { shownModel.askedAs = .repoName(name) }
            view.display(shownModel, record: record(shown, gains: gains, trending: trending))
        case .failure(.offlineWithoutCache):
            view.display(ErrorViewModel(
                title: "Repository \(name) is not cached",
                message: "--offline never touches the network, and this repo has not been shown yet.",
                hint: "Run '\(again.command("show \(name)"))' without --offline once to fetch it."
            ))
        case .failure(.remote(.notFound)):
            view.display(ErrorViewModel(
                title: "Repository \(name) was not found",
                message: "GitHub knows no repository by that name, or it is private.",
                hint: token.notFoundHint
            ))
        case .failure(let error):
            view.display(errors.viewModel(for: error, subject: "this repo"))
        }
    }

    /// Why there is no star history, in a few words.
    private static func why(_ problem: StarHistoryLoadError, errors: ErrorPresenter) -> String {
        // The details were just found: a 404 here is no sign of a deleted repo.
        if problem == .notFound {
            return "GitHub's star history answered 404 Not Found or 410 Gone for it, though its details were found (a server without that API answers so)"
        }
        return StarHistoryWords.reason(problem, errors)
    }

    private func banner(for source: DetailSource, errors: ErrorPresenter) -> NoticeViewModel? {
        switch source {
        case .remote, .revalidated, .freshCache:
            return nil
        case .offlineCache(let fetchedAt):
            return NoticeViewModel(kind: .info, message: "Offline: showing details fetched \(age(fetchedAt)).")
        case .listSummary(let fetchedAt, let reason?):
            return NoticeViewModel(
                kind: .stale,
                message: "Showing the list's summary fetched \(age(fetchedAt)): no details are cached, and they could not be fetched (\(errors.reason(reason)))."
            )
        case .listSummary(let fetchedAt, nil):
            return NoticeViewModel(
                kind: .info,
                message: "Offline: no details are cached, so this is the list's summary, fetched \(age(fetchedAt)); run without --offline for the rest."
            )
        case .staleFallback(let fetchedAt, let reason):
            return NoticeViewModel(kind: .stale, message: "Showing details fetched \(age(fetchedAt)): could not refresh (\(errors.reason(reason))).")
        }
    }

    private func viewModel(_ shown: RepoDetailShown, gains: RepoGainsSummary, trending: TrendingSightingLabel) -> RepoDetailViewModel {
        let detail = shown.detail
        var badges: [String] = []
        if detail.isArchived { badges.append("archived") }
        if detail.isFork { badges.append("fork") }
        if detail.isTemplate { badges.append("template") }
        if shown.isBookmarked { badges.append("bookmarked") }
        let line = DisplayText.line
        if case .listSummary = shown.source {
            // A list carries no more than this; the rest would be made up. GitHub's daily gains
            // come from their own cache, so they stay.
            return RepoDetailViewModel(
                fullName: .repoName(detail.name), badges: badges,
                description: detail.description.map(DisplayText.paragraph).flatMap(\.nonEmpty),
                rows: [
                    DetailRow("Stars", "\(CompactCountFormatter.long(detail.stars))"),
                    DetailRow("Forks", "\(CompactCountFormatter.long(detail.forks))"),
                    DetailRow("Language", detail.language.map(line) ?? "none"),
                    DetailRow("Created", "\(RelativeDateFormatter.past(detail.createdAt, relativeTo: now())) (\(ISO8601.string(detail.createdAt)))"),
                ] + gains.rows + trending.rows,
                url: line(page(detail).absoluteString)
            )
        }
        var rows = [
            DetailRow("Stars", "\(CompactCountFormatter.long(detail.stars))"),
            DetailRow("Forks", "\(CompactCountFormatter.long(detail.forks))"),
        ]
        if let watchers = detail.watchers { rows.append(DetailRow("Watchers", "\(CompactCountFormatter.long(watchers))")) }
        rows += [
            DetailRow("Open issues", "\(CompactCountFormatter.long(detail.openIssues))"),
            DetailRow("Language", detail.language.map(line) ?? "none"),
        ]
        // "none" only when GitHub said so (`"license": null`); a body silent on it leaves the line out.
        if detail.license != nil || detail.licenseKnown { rows.append(DetailRow("Licence", detail.license.map { line($0.label) } ?? "none")) }
        if !detail.topics.isEmpty { rows.append(DetailRow("Topics", .joined(detail.topics.map(line), separator: ", "))) }
        if let homepage = detail.homepage {
            // A homepage off the API's web host is shown as text, never linked.
            rows.append(DetailRow("Homepage", line(homepage), link: links.link(forHomepage: homepage).map { line($0.absoluteString) }))
        }
        if let branch = detail.defaultBranch { rows.append(DetailRow("Branch", line(branch))) }
        // A type GitHub did not say (an owner sent as null) is not guessed.
        let ownerType: DisplayText = detail.ownerType.isEmpty ? "" : " (\(detail.ownerType == "Organization" ? "Organization" : line(detail.ownerType)))"
        rows.append(DetailRow("Owner", "\(line(detail.ownerLogin))\(ownerType)"))
        rows.append(DetailRow("Created", "\(RelativeDateFormatter.past(detail.createdAt, relativeTo: now())) (\(ISO8601.string(detail.createdAt)))"))
        if let pushed = detail.pushedAt { rows.append(DetailRow("Pushed", "\(RelativeDateFormatter.string(for: pushed, relativeTo: now())) (\(ISO8601.string(pushed)))")) }
        rows += gains.rows + trending.rows
        return RepoDetailViewModel(
            fullName: .repoName(detail.name), badges: badges,
            description: detail.description.map(DisplayText.paragraph).flatMap(\.nonEmpty),
            rows: rows, url: line(page(detail).absoluteString)
        )
    }

    private func record(_ shown: RepoDetailShown, gains: RepoGainsSummary, trending: TrendingSightingLabel) -> RepoDetailRecord {
        let detail = shown.detail
        let text = TextSanitizer.display
        let full = fields(shown) + gains.fields + trending.fields
        guard case .listSummary = shown.source else { return RepoDetailRecord(fields: full) }
        // A list's summary: the same keys, null where a list does not know the value.
        let known = Set(["full_name", "name", "description", "html_url", "language", "stargazers_count", "forks", "created_at", "bookmarked"]
            + gains.fields.map(\.0) + trending.fields.map(\.0))
        return RepoDetailRecord(fields: full.map { key, value in
            if key == "owner" { return (key, .object([("login", .string(text(detail.ownerLogin))), ("type", .null)])) }
            return known.contains(key) ? (key, value) : (key, .null)
        })
    }

    private func fields(_ shown: RepoDetailShown) -> [(String, JSONValue)] {
        let detail = shown.detail
        let text = TextSanitizer.display
        return [
            ("full_name", .string(DisplayText.repoName(detail.name).text)),
            ("owner", .object([("login", .string(text(detail.ownerLogin))), ("type", detail.ownerType.isEmpty ? .null : .string(text(detail.ownerType)))])),
            ("name", .string(text(detail.name.name))),
            ("description", .optional(detail.description.map(text))),
            ("html_url", .string(text(page(detail).absoluteString))),
            ("homepage", .optional(detail.homepage.map(text))),
            ("language", .optional(detail.language.map(text))),
            ("license", detail.license.map { license in
                .object([("key", .string(text(license.key))), ("name", .string(text(license.name))), ("spdx_id", .optional(license.spdxID.map(text)))])
            } ?? .null),
            ("topics", .array(detail.topics.map { .string(text($0)) })),
            ("stargazers_count", .int(detail.stars)),
            ("forks", .int(detail.forks)),
            ("subscribers_count", detail.watchers.map(JSONValue.int) ?? .null),
            ("open_issues", .int(detail.openIssues)),
            ("default_branch", .optional(detail.defaultBranch.map(text))),
            ("created_at", .string(ISO8601.string(detail.createdAt))),
            ("pushed_at", .optional(detail.pushedAt.map(ISO8601.string))),
            ("archived", .bool(detail.isArchived)),
            ("fork", .bool(detail.isFork)),
            ("is_template", .bool(detail.isTemplate)),
            ("bookmarked", .bool(shown.isBookmarked)),
        ]
    }

    private func page(_ detail: RepoDetail) -> URL {
        links.page(for: detail.name, claimed: detail.url)
    }

    private func age(_ date: Date) -> String {
        RelativeDateFormatter.past(date, relativeTo: now())
    }
}
