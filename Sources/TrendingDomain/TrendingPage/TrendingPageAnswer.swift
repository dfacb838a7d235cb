#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What asking for one of GitHub's trending pages gave: its rows (from the network, or from the
/// cache when fresh, revalidated or offline), or why there are none. A failure never falls back
/// to the cache by itself: a caller that wants a stale copy asks again in `.offline` mode.
public enum TrendingPageAnswer<Rows: Sendable>: Sendable {
    /// - Parameters:
    ///   - fetchedAt: when the rows were last fetched or revalidated.
    ///   - fromCache: whether the rows are the cached copy (fresh, revalidated by a 304, or offline).
    case rows(Rows, fetchedAt: Date, fromCache: Bool)
    /// GitHub's own "no trending … for your choices", read at `fetchedAt` (from the cache when
    /// `fromCache`): an answer, cached like rows, that a caller says as `TrendingPageFailure.listsNone`.
    case listsNone(fetchedAt: Date, fromCache: Bool)
    case unavailable(TrendingPageFailure)
}

/// Why a trending page gave no rows.
public enum TrendingPageFailure: Error, Equatable, Sendable {
    /// The web host answered with this status (an error page, or a 304 with nothing cached).
    case http(status: Int)
    /// 429 (or 403 naming a limit); when GitHub said how long to wait, the instant to retry at;
    /// `keptUntil` is when this tool asks the page again (its own wait when GitHub named none).
    case rateLimited(retryAfter: Date?, keptUntil: Date? = nil)
    /// No complete answer: unreachable or timed out.
    case network(String)
    /// The network helper (`trending-fetch`) is missing, stale or broken: an installation problem.
    case brokenInstallation(String)
    /// The page answered in a way that fails the same every time (a redirect loop, a body its
    /// `Content-Encoding` does not decode): GitHub was reached.
    case badAnswer(String)
    /// The page answered with more than `limit` bytes, and was refused: GitHub was reached.
    case tooLarge(limit: Int)
    /// The page answered with a header the HTTP library refuses (`HeaderFault`).
    case unreadableHeaders(HeaderFault)
    /// The page answered, but its markup yielded no valid row.
    case noRows
    /// The page answered with GitHub's own "no trending repositories for your choices": read,
    /// and empty (routine for a rare language), not a page that could not be read.
    case listsNone
    /// The page's `count` rows were read, but GitHub's search knew none of their repos, or
    /// (`filtered`: with `--topic` or `--min-stars`) none fit.
    case rowsUnmatched(count: Int, filtered: Bool)
    /// The page's `count` rows were read, but GitHub's search refused to look up every part of
    /// them (422: a repo among them is gone or private).
    case rowsRefused(count: Int)
    /// Offline, and no copy of the page is cached.
    case offlineNothingCached
    /// Offline, the page's copy read, but none of its `count` rows' details (the id and creation
    /// date only GitHub's search gives) known here.
    case offlineDetailsUnknown(count: Int)
}
