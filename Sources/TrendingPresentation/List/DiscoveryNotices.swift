#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The words for where `--scope all`'s candidates came from when GitHub's trending page or its
/// searches failed: what stood in, and how old it is.
enum DiscoveryNotices {
    /// A fallback with a working list: --quiet leaves it out. A page read whose repos the search
    /// knew none of says that, not that the page could not be read.
    static func pageUnavailable(_ reason: TrendingPageFailure, errors: ErrorPresenter) -> NoticeViewModel {
        if reason == .listsNone {
            return NoticeViewModel(kind: .info, message: "GitHub's trending page lists no repositories for these options; candidates come from search.")
        }
        switch reason {
        case .rowsUnmatched, .rowsRefused: break
        default:
            return NoticeViewModel(kind: .info, message: "GitHub's trending page could not be read; candidates come from search.")
        }
        return NoticeViewModel(kind: .info, message: "GitHub's trending page was read, but \(errors.reason(reason)); candidates come from search.")
    }

    static func pageStale(fetchedAt: Date, _ reason: TrendingPageFailure, errors: ErrorPresenter) -> NoticeViewModel {
        NoticeViewModel(
            kind: .stale,
            message: "Showing GitHub's trending page fetched \(RelativeDateFormatter.string(for: fetchedAt, relativeTo: errors.now)): could not refresh (\(errors.reason(reason)))."
        )
    }

    /// A fallback or a partial list, its cause said: the page answered, the search for its rows did not.
    static func pageDetailsFailed(_ reason: RemoteLoadError, listed: Int, of total: Int, errors: ErrorPresenter) -> NoticeViewModel {
        if case .rateLimited(let resetsAt) = reason, listed == 0 {
            // No search is sent while the limit lasts: candidates do not come from search either.
            return NoticeViewModel(
                kind: .info, message: "GitHub's trending page was read, but \(limitUsedUp(resetsAt, errors)), so its repos could not be looked up."
            )
        }
        let outcome = switch listed {
        case 0: "candidates come from search"
        case total...: "its rows are listed as this machine's searches, lists and page memory knew them"
        default: "only the \(listed) of its \(total) rows this machine knew of are listed"
        }
        return NoticeViewModel(
            kind: .info, message: "GitHub's trending page was read, but GitHub's search for its repos failed (\(errors.reason(reason))); \(outcome)."
        )
    }

    /// A fallback with a working list, as the page's is: a note, which --quiet leaves out. A
    /// spent limit is said alike whether GitHub refused a search now or an earlier run's kept it unsent.
    /// The rows that join the page's are named as what they are, never as the page's (bb34 s-D2).
    /// With `--topic` nothing remembered joins (no topics are kept): the page's rows alone.
    static func searchFailed(_ reason: RemoteLoadError, remembered: Bool, errors: ErrorPresenter) -> NoticeViewModel {
        let sources = remembered ? "GitHub's trending page, and the bookmarks, recent lists and earlier pages this machine remembers" : "GitHub's trending page only"
        return NoticeViewModel(kind: .info, message: "\(failed(reason, errors)); candidates come from \(sources).")
    }

    /// Degraded, not lost: a warning, as a list's stale fallback is, naming the old part only.
    static func searchStale(fetchedAt: Date, _ reason: RemoteLoadError, errors: ErrorPresenter) -> NoticeViewModel {
        let age = RelativeDateFormatter.string(for: fetchedAt, relativeTo: errors.now)
        return NoticeViewModel(
            kind: .stale, message: "\(failed(reason, errors)); the searches' candidates are those found \(age), beside GitHub's trending page read now."
        )
    }

    /// `GitHub's search failed (…)`, or for a spent limit `GitHub's search limit is used up until …`.
    private static func failed(_ reason: RemoteLoadError, _ errors: ErrorPresenter) -> String {
        if case .rateLimited(let resetsAt) = reason { return limitUsedUp(resetsAt, errors) }
        return "GitHub's search failed (\(errors.reason(reason)))"
    }

    private static func limitUsedUp(_ resetsAt: Date?, _ errors: ErrorPresenter) -> String {
        "GitHub's search limit is used up\(errors.lifting(resetsAt, aside: true))"
    }
}
