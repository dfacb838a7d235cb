#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The words for why a repo's star history could not be had: one for each cause.
enum StarHistoryWords {
    /// What was wrong with a malformed answer, lower case: `its weeks did not add up`.
    static func defect(_ defect: StarHistoryDefect) -> String {
        switch defect {
        case .notJSON: "it was not JSON"
        case .notAList: "it was not a list of weeks"
        case .badWeek: "a week lacked its date, its total or 7 whole day counts"
        case .totalMismatch: "its weeks did not add up"
        case .implausible: "it held a day count or a week date no repo can have"
        case .inconsistentWeeks: "its weeks were not one after another, or one came twice with different counts"
        case .moreThanStars(let history, let stars):
            "its weeks gave \(CompactCountFormatter.long(history)) stars in all, more than the repo has (\(CompactCountFormatter.long(stars)))"
        case .shortOfWeeks(let held, let asked):
            "it gave \(held) of the \(asked) weeks asked and linked on to a page that was not followed"
        case .linkedPageAddedNone(let held, let asked):
            "it gave \(held) of the \(asked) weeks asked, and the page it linked on to added none"
        case .holdsNoWeek: "it held no week, not even the current one"
        case .endsOn(let day): "its days end on \(UTCDate(day).dayString), before the day it was asked for"
        case .startsOn(let day): "its days start on \(UTCDate(day).dayString), after the window's first day"
        case .notModifiedWithoutCache: "GitHub answered 304 Not Modified, with nothing cached to reuse"
        case .impossibleName: "the name is not one GitHub can have, so it was not asked for"
        case .redirectedAway: "it was redirected to an address that is not this repo's star history"
        }
    }

    /// A short lower-case reason, for "could not refresh (…)" notices.
    static func reason(_ problem: StarHistoryLoadError, _ errors: ErrorPresenter) -> String {
        switch problem {
        case .unavailable: "this server has no star-history API"
        // Said where the repo itself may just have been shown (`show`): the endpoint's answer, not a verdict on the repo.
        case .notFound: "GitHub's star history answered 404 Not Found or 410 Gone for it, as it does for a repo deleted, renamed or made private"
        case .malformed(let cause): "GitHub's answer was malformed: \(defect(cause))"
        case .rateLimited(let resetsAt): errors.reason(.rateLimited(resetsAt: resetsAt))
        case .failed(let error): failed(error, errors)
        case .deadlinePassed: errors.reason(.timedOut)
        }
    }

    /// A request's failure: a rate limit here is GitHub's secondary one (the hour's budget is
    /// said apart, as `.rateLimited`), which asks to slow down, not a spent budget.
    static func failed(_ error: RemoteLoadError, _ errors: ErrorPresenter) -> String {
        guard case .rateLimited(let resetsAt) = error else { return errors.reason(error) }
        return "GitHub's secondary rate limit asked to slow down" + errors.lifting(resetsAt)
    }

    /// `at 14:05 (in 20 min)`, `in 55 s` under a minute, or `now` when that time has come.
    static func resumption(_ date: Date, _ errors: ErrorPresenter) -> String {
        let left = date.timeIntervalSince(errors.now)
        guard left > 0 else { return "now" }
        // Under a minute a clock time says nothing: the seconds the wait still holds.
        guard left >= 60 else { return "in \(Int(left.rounded(.up))) s" }
        return "at \(errors.clockTime(date)) (\(RelativeDateFormatter.until(date, relativeTo: errors.now)))"
    }
}
