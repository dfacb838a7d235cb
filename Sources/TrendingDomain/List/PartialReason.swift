#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a remote list stopped short of the limit although more repos exist.
public enum PartialReason: Equatable, Sendable {
    /// The rate limit ran out while paging; it lifts at the date when known.
    case rateLimited(resetsAt: Date?)
    /// A later page failed after earlier pages arrived.
    case interrupted(RemoteLoadError)
    /// Some of `--scope all`'s searches failed, each on its own (the first's error, then the
    /// others'); the rest answered.
    case searchesFailed(RemoteLoadError, failed: Int, of: Int, others: [RemoteLoadError] = [])
    /// `--scope all`'s searches ended early on a failure every search would meet (the last
    /// one's error, then the earlier failures'): `failed` searches failed in all, and `notAsked`
    /// were never asked.
    case searchesStopped(RemoteLoadError, failed: Int, notAsked: Int, others: [RemoteLoadError] = [])
    /// `--scope all`'s searches ended when the run's `--timeout` ran out: `notAnswered` were cut
    /// or never asked; `failed` are the earlier searches' own failures.
    case searchesOutOfTime(notAnswered: Int, failed: [RemoteLoadError] = [])
    /// The server's next-page link named a page already fetched.
    case repeatedPage
    /// The server's next page listed only repos already listed: a page repeated under another address.
    case repeatedRepos
    /// The server's next-page link named another server, which would get our headers.
    case foreignPage
    /// Paging stopped after this many pages: all the limit needs, or the most any command fetches.
    case pageLimit(Int)
}
