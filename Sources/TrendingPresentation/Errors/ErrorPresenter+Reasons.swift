#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The short lower-case reasons the notes and banners quote, and why a list stopped short: one
/// rule for every message that names a failure inside a sentence of its own.
extension ErrorPresenter {
    /// Why one of GitHub's trending pages gave no rows, short and lower-case: one rule for the
    /// repo list's page and the developers page; `rows` names what the page lists.
    func reason(_ failure: TrendingPageFailure, rows: String = "repository") -> String {
        switch failure {
        case .http(let status): return "the page answered HTTP \(status)"
        case .rateLimited(let retryAfter?, _) where retryAfter > now:
            return "GitHub asked to wait until \(clockTime(retryAfter)) (\(RelativeDateFormatter.until(retryAfter, relativeTo: now)))"
        case .rateLimited(nil, let kept?) where kept > now:
            return "GitHub asked to wait before asking again, naming no time; it is not asked again until \(clockTime(kept)) (\(RelativeDateFormatter.until(kept, relativeTo: now)))"
        case .rateLimited: return "GitHub asked to wait before asking again"
        case .network(let detail): return TextSanitizer.singleLine(detail).trimmingTrailingPeriod
        // The helper's own words, which name it (`trending-fetch, the network helper, is missing at …`).
        case .brokenInstallation(let detail): return TextSanitizer.singleLine(detail).trimmingTrailingPeriod
        case .badAnswer(let detail): return "its answer could not be read: \(TextSanitizer.singleLine(detail).trimmingTrailingPeriod)"
        case .noRows: return "it held no \(rows) row this tool could read"
        case .listsNone: return "GitHub lists no trending \(rows == "repository" ? "repositories" : "\(rows)s") for these options"
        case .rowsUnmatched(let count, false): return "GitHub's search knew none of its \(Plural.count(count, "repo"))"
        case .rowsUnmatched(let count, true): return "none of its \(Plural.count(count, "repo")) fit this list's filters"
        case .rowsRefused(let count):
            return "GitHub's search would not look up its \(Plural.count(count, "repo")) (a repo among them is gone or private)"
        case .tooLarge(let limit): return "the page was larger than \(limit / (1024 * 1024)) MiB, so it was refused"
        case .unreadableHeaders(let fault): return Self.words(fault)
        case .offlineNothingCached: return "--offline, and no copy of it is cached"
        case .offlineDetailsUnknown(let count):
            return "--offline, and its cached copy's \(Plural.count(count, "row")) are repos whose details (the id and creation date only GitHub's search gives) are not cached here; run once without --offline"
        }
    }

    /// Why an answer's headers could not be read, lower case.
    static func words(_ fault: HeaderFault) -> String {
        switch fault {
        case .notUTF8: "a header line of the answer was one this system cannot read (bytes that are not UTF-8, or a line ended by LF alone)"
        case .tooLong: "the answer's headers were longer than this system reads (100 KiB a header, 300 KiB in all)"
        case .libraryStopped: "this system's HTTP library stopped on the answer (a connection closed inside its head, or trailer fields after a chunked body, stop it)"
        }
    }

    /// A short lower-case reason, for "could not refresh (…)" notices.
    func reason(_ error: RemoteLoadError) -> String {
        switch error {
        case .unreachable(let detail):
            return "GitHub is unreachable: \(TextSanitizer.singleLine(detail).trimmingTrailingPeriod)"
        case .timedOut:
            return "GitHub did not answer in time"
        case .brokenInstallation(let detail):
            return TextSanitizer.singleLine(detail).trimmingTrailingPeriod
        case .serverError(let status):
            return "GitHub answered HTTP \(status)"
        case .invalidQuery(let messages):
            return "GitHub says: " + messages.map { TextSanitizer.singleLine($0).trimmingTrailingPeriod }.joined(separator: "; ")
        case .unreadableHeaders(let fault):
            return Self.words(fault)
        case .malformedResponse:
            return "the answer was not the JSON GitHub sends"
        case .badAnswer(let detail):
            return "the answer could not be read: \(TextSanitizer.singleLine(detail).trimmingTrailingPeriod)"
        case .responseTooLarge(let limit):
            return "the answer was larger than \(limit / (1024 * 1024)) MiB, so it was refused"
        case .rateLimited(let resetsAt):
            return "the rate limit is used up" + lifting(resetsAt)
        case .unauthorized(_, let message):
            let said = TextSanitizer.singleLine(message).trimmingTrailingPeriod
            return said.isEmpty ? "GitHub answered HTTP 401 and gave no reason" : "GitHub says \"\(said)\" (401)"
        case .forbidden(let message):
            let said = TextSanitizer.singleLine(message).trimmingTrailingPeriod
            return said.isEmpty ? "GitHub refused the request (403)" : "GitHub refused: \(said) (403)"
        case .notFound:
            return "GitHub knows no such repository"
        case .unexpectedStatus(let status, let message):
            let said = TextSanitizer.singleLine(message).trimmingTrailingPeriod
            return said.isEmpty ? "GitHub answered HTTP \(status)" : "GitHub answered: \(said) (\(status))"
        }
    }

    /// Several failures' reasons, each once, in order: HTTP statuses together (`GitHub answered
    /// HTTP 500, 502 and 503`), any other reason each in its own words.
    func reasons(_ failures: [RemoteLoadError], each: (RemoteLoadError) -> String) -> String {
        var distinct: [RemoteLoadError] = []
        for failure in failures where !distinct.contains(failure) { distinct.append(failure) }
        let statuses = distinct.compactMap { if case .serverError(let status) = $0 { status } else { nil } }
        if distinct.count > 1, statuses.count == distinct.count {
            return "GitHub answered HTTP " + Plural.list(statuses.sorted().map(String.init))
        }
        return distinct.map(each).joined(separator: "; ")
    }

    /// When a used-up limit lifts, to follow "… is used up": ` until 14:05 (in 20 min)`; with
    /// no time named, `; it lifts …`, or ` (it lifts …)` as an `aside` inside a clause of its own.
    func lifting(_ resetsAt: Date?, aside: Bool = false) -> String {
        guard let resetsAt else { return aside ? " (it lifts in a minute or more)" : "; it lifts in a minute or more" }
        // A reset already past (a skewed clock, a stale proxy) means now, not "56 years ago".
        guard resetsAt > now else { return aside ? " (it resets now)" : "; it resets now" }
        return " until \(clockTime(resetsAt)) (\(RelativeDateFormatter.until(resetsAt, relativeTo: now)))"
    }

    /// Why a list stopped short, and when a fuller one can be had.
    func partialNotice(_ cause: PartialReason) -> String {
        switch cause {
        case .rateLimited(let resetsAt):
            let when = resetsAt.map { $0 > now ? "it resets at \(clockTime($0)) (\(RelativeDateFormatter.until($0, relativeTo: now)))" : "it resets now" }
                ?? "it resets in a minute or more"
            return "This list is partial: GitHub's rate limit ran out before it was complete; \(when)."
                + token.partialAdvice
        case .interrupted(let error):
            return "This list is partial: a later page failed (\(reason(error)))."
        case .searchesFailed(let error, let failed, let asked, let others):
            return "This list is partial: \(failed) of \(asked) searches failed (\(reasons([error] + others, each: reason))); the others' repos are candidates."
        case .searchesStopped(let error, let failed, let notAsked, let others):
            let searches = failed == 1 ? "1 search" : "\(failed) searches"
            let rest = notAsked == 0 ? "" : ", so the other \(notAsked) \(notAsked == 1 ? "was" : "were") not asked"
            return "This list is partial: \(searches) failed (\(reasons(others + [error], each: reason)))\(rest); the answered ones' repos are candidates."
        case .searchesOutOfTime(let notAnswered, let failed):
            let earlier = failed.isEmpty ? "" : "; \(failed.count == 1 ? "1 search" : "\(failed.count) searches") failed before (\(reasons(failed, each: reason)))"
            return "This list is partial: --timeout ran out with \(notAnswered) of its searches unanswered\(earlier); the answered ones' repos are candidates."
        case .repeatedPage:
            return "This list is partial: the server's next-page link repeated a page already fetched, so paging stopped."
        case .repeatedRepos:
            return "This list is partial: the server's next page repeated repos already listed, so paging stopped."
        case .foreignPage:
            return "This list is partial: the server's next-page link named another server, so paging stopped."
        case .pageLimit(let pages):
            return "This list is partial: paging stopped after \(pages) page\(pages == 1 ? "" : "s"), the most one list asks for, though the server linked to more."
        }
    }
}
