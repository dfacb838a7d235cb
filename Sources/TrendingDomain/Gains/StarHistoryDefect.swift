#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How one answer of the star-history endpoint broke its rules: the cause, for the notice to name.
public enum StarHistoryDefect: Error, Equatable, Sendable {
    /// Not JSON at all: an HTML page, garbage, a body cut short.
    case notJSON
    /// JSON, but not a list of weeks (`{}`, `null`, a string).
    case notAList
    /// A week without its `week`, `total` or 7 whole day counts.
    case badWeek
    /// A week's days do not add up to its total.
    case totalMismatch
    /// A day count outside 0…10^12 or a week outside 2007…2200.
    case implausible
    /// Weeks not one after another (one missing, or not a week apart), or one sent twice with different counts.
    case inconsistentWeeks
    /// A week giving more stars (`history`) than the repo has (`stars`, as the list counted them).
    case moreThanStars(history: Int, stars: Int)
    /// Fewer weeks than asked, linking on to more that could not be followed (another server, a
    /// page asked already, too many pages): not the weeks asked.
    case shortOfWeeks(held: Int, asked: Int)
    /// Fewer weeks than asked, and the next page it linked on to, asked, added none and linked
    /// on to no more: the promise of more weeks was broken.
    case linkedPageAddedNone(held: Int, asked: Int)
    /// No week at all: GitHub always sends the current one.
    case holdsNoWeek
    /// Days ending on `lastDay`, days before the answer was asked for: the days since are unknown.
    case endsOn(Date)
    /// Days starting on `firstDay`, after the window's first day, of a repo made before it.
    case startsOn(Date)
    /// A 304 Not Modified to a request that had no cached history to revalidate.
    case notModifiedWithoutCache
    /// A repo name GitHub cannot have: no request was built from it.
    case impossibleName
    /// Redirected to an address that is not this repo's star history (another repo's, another server's).
    case redirectedAway
}
