#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The words for every warning a list's load can carry: one place, which the list, browse and
/// the other commands' presenters all use.
extension TrendingPresenter {
    static func notice(for warning: TrendingWarning, errors: ErrorPresenter) -> NoticeViewModel {
        switch warning {
        case .cacheCorrupt(let movedTo, let file):
            // Behind a link, the file moved is the link's target: the cache file is named by its own name.
            let named = CacheError.linked(movedTo, file).map { " \($0) (a link)" } ?? ""
            return NoticeViewModel(kind: .warning, message: "The cache file\(named) was unreadable; it was moved to \(movedTo).", lasting: true)
        case .cacheUnreadable(let reason):
            return NoticeViewModel(kind: .warning, message: "Could not read the cache: \(reason.message).")
        case .cacheNotSaved(let reason):
            return NoticeViewModel(kind: .warning, message: "Could not save the cache (\(reason.message)); the next run will fetch again.")
        // A partial list is a note about what is shown, not lost data: --quiet leaves it out.
        case .incompleteResults:
            return NoticeViewModel(kind: .info, message: "GitHub's search timed out, so this list may be missing some repositories.")
        case .partialResults(let reason):
            return NoticeViewModel(kind: .info, message: "\(errors.partialNotice(reason))")
        // GitHub's answer held impossible values: data refused, said even with --quiet.
        case .implausibleItemsDropped(let count):
            return NoticeViewModel(
                kind: .warning, message: "Left out \(count) repo\(count == 1 ? "" : "s") with an impossible star count or date in GitHub's answer."
            )
        case .unreadableItemsDropped(let count):
            return NoticeViewModel(
                kind: .warning, message: "Left out \(count) repo\(count == 1 ? "" : "s") GitHub described in a way trending cannot read."
            )
        // Another release's file is left alone: said as such, whether read or written.
        case .stateUnreadable(.newerFormat(let file, let version)), .stateNotSaved(.newerFormat(let file, let version)),
             .snapshotsNotSaved(.newerFormat(let file, let version)), .snapshotsUnreadable(.newerFormat(let file, let version)),
             .pageMemoryNotSaved(.newerFormat(let file, let version)),
             .pageMemoryUnreadable(.newerFormat(let file, let version)):
            return NoticeViewModel(kind: .warning, message: "\(StateFileWords.newerFormatWarning(file: file, version: version))")
        case .stateUnreadable(let reason):
            return NoticeViewModel(kind: .warning, message: "Could not read your saved state (\(reason.message)); hidden repos may show, and all count as new.")
        case .stateNotSaved(let reason):
            return NoticeViewModel(kind: .warning, message: "\(StateFileWords.notSaved(reason)) (\(reason.message)).")
        case .snapshotsNotSaved(let reason):
            return NoticeViewModel(kind: .warning, message: "Could not save your star snapshots (\(reason.message)).")
        case .snapshotsUnreadable(let reason):
            return NoticeViewModel(
                kind: .warning, message: "Could not read your star snapshots (\(reason.message)); gains from this machine's snapshots are missing this run."
            )
        case .pageMemoryUnreadable(let reason):
            return NoticeViewModel(
                kind: .warning,
                message: "Could not read the memory of GitHub's trending page (\(reason.message)); what it saw on the page lately goes unused this run."
            )
        case .pageMemoryNotSaved(let reason):
            return NoticeViewModel(kind: .warning, message: "Could not save the memory of GitHub's trending page (\(reason.message)).")
        case .state(let notice):
            return UserStatePresenter.notice(for: notice)
        case .velocityNeedsHistory(let showsFrom, let needs):
            // Only an asked-for velocity is warned about, and it always hears why it is missing and when it comes.
            // Exact: 36 h is "36 hours", never a day rounded down.
            let age = needs.truncatingRemainder(dividingBy: 86_400) == 0 ? RelativeDateFormatter.amount(needs)
                : needs.truncatingRemainder(dividingBy: 3600) == 0 ? Plural.count(Int(needs / 3600), "hour") : Plural.count(Int(needs / 60), "minute")
            return NoticeViewModel(
                kind: .info,
                message: "Star gains need a snapshot at least \(age) old; each refresh takes one, so they show"
                    + " from a refresh \(StarHistoryWords.resumption(showsFrom, errors)) on. --sort velocity ranks by stars gained, then stars, until then."
            )
        case .fewerThanRequested(let available, let requested):
            return NoticeViewModel(
                kind: .info,
                // "can be shown": a hidden repo is cached, but not shown.
                message: "Only \(Plural.count(available, "cached repository", "cached repositories")) can be shown (asked for \(requested)); run without --offline to fetch more."
            )
        case .fallbackShort(let available, let requested):
            return NoticeViewModel(
                kind: .info,
                message: "The cached list shown has only \(Plural.count(available, "repository", "repositories")) (asked for \(requested)); the rest come once GitHub answers."
            )
        case .gainsPartial(let measured, let total, let shortfall):
            return gainsPartialNotice(measured: measured, of: total, shortfall, errors: errors)
        case .starHistoryUnavailable:
            // A fallback, like the offline notice: --quiet leaves it out.
            return NoticeViewModel(
                kind: .info,
                message: "This server has no star-history API; gains come from this machine's snapshots where it has them."
            )
        case .trendingPageUnavailable(let reason):
            return DiscoveryNotices.pageUnavailable(reason, errors: errors)
        case .trendingPageUnreadForCachedList(let fetchedAt):
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's trending page could not be read when this list was fetched \(RelativeDateFormatter.string(for: fetchedAt, relativeTo: errors.now)); "
                    + "candidates came from search, and the page is asked again once the list is older than --max-age (or with --refresh)."
            )
        case .trendingPageStale(let fetchedAt, let reason):
            return DiscoveryNotices.pageStale(fetchedAt: fetchedAt, reason, errors: errors)
        case .trendingPageRowsUnfound(let count, let total):
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's search did not return \(count) of the trending page's \(total) rows (a repo too new for its index, or gone), so \(count == 1 ? "it is" : "they are") left out."
            )
        case .trendingPageRowsFailed(let reason, let count, let total):
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's search for \(count) of the trending page's \(total) rows failed (\(errors.reason(reason))), so \(count == 1 ? "it is" : "they are") left out."
            )
        case .trendingPageRowsNotRecounted(let reason, let count, let total):
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's search for \(count) of the trending page's \(total) rows failed (\(errors.reason(reason))), so \(count == 1 ? "it is listed as this machine's searches, lists and page memory knew it" : "they are listed as this machine's searches, lists and page memory knew them")."
            )
        case .trendingPageRowsRefused(let count, let total, let searches):
            // The searches it took are of the run's share of GitHub's limit a minute, which the
            // candidate searches then lack: said (bb33 n-D3).
            let cost = searches > 0 ? "; narrowing \(count == 1 ? "it" : "them") down took \(Plural.count(searches, "more search", "more searches")) of this run's" : ""
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's search would not look up \(count) of the trending page's \(total) rows (a repo among them is gone or private), so \(count == 1 ? "it is" : "they are") left out\(cost)."
            )
        case .trendingPageDetailsFailed(let reason, let listed, let total):
            return DiscoveryNotices.pageDetailsFailed(reason, listed: listed, of: total, errors: errors)
        case .searchFailed(let reason, let remembered):
            return DiscoveryNotices.searchFailed(reason, remembered: remembered, errors: errors)
        case .searchStale(let fetchedAt, let reason):
            return DiscoveryNotices.searchStale(fetchedAt: fetchedAt, reason, errors: errors)
        case .spokenLanguageIgnored:
            // About the list's filter, not lost data: a note, which --quiet leaves out.
            return NoticeViewModel(
                kind: .info,
                message: "Only GitHub's trending page filters by spoken language, and it was not used: --spoken-language is ignored."
            )
        case .scopeAllOptionsIgnored(let options):
            // About the list's flags, not lost data: a note, which --quiet leaves out.
            let named = Plural.list(options)
            return NoticeViewModel(
                kind: .info,
                message: "\(named) \(options.count == 1 ? "applies" : "apply") only to --scope all, so \(options.count == 1 ? "it is" : "they are") ignored here."
            )
        case .starHistoryMalformed(let name, let defect):
            return NoticeViewModel(
                kind: .warning,
                message: "GitHub's star history for \(name) was malformed (\(StarHistoryWords.defect(defect))); its gain comes from this machine's snapshots, if it has any."
            )
        case .starHistoryMalformedCachedStands(let name, let defect, let fetchedAt):
            return NoticeViewModel(
                kind: .warning,
                message: "GitHub's star history for \(name) was malformed (\(StarHistoryWords.defect(defect))); its gain comes from the history fetched \(RelativeDateFormatter.past(fetchedAt, relativeTo: errors.now))."
            )
        case .starHistoryFailed(let name, let problem):
            return NoticeViewModel(
                kind: .warning,
                message: "Could not get GitHub's star history for \(name) (\(StarHistoryWords.reason(problem, errors))); its gain comes from this machine's snapshots, if it has any, and it is measured after the others next time."
            )
        case .starHistoryFailedCachedStands(let name, let problem, let fetchedAt):
            return NoticeViewModel(
                kind: .warning,
                message: "Could not refresh GitHub's star history for \(name) (\(StarHistoryWords.reason(problem, errors))); its gain comes from the history fetched \(RelativeDateFormatter.past(fetchedAt, relativeTo: errors.now)), and it is measured after the others next time."
            )
        case .starHistoryFailedLately(let names, let askedAgainAt):
            // About what the list shows, the failure said when it happened: a note.
            let shown = names.count > 5 ? names.prefix(4).map(\.description) + ["\(names.count - 4) more"] : names.map(\.description)
            let one = names.count == 1
            return NoticeViewModel(
                kind: .info,
                message: "GitHub's star history for \(Plural.list(shown)) failed in an earlier run, so \(one ? "it has" : "they have") no gain from it; a run within --max-age does not ask again: \(one ? "it is" : "each is") asked again --max-age after its failure, \(one ? "" : "the first ")\(RelativeDateFormatter.until(askedAgainAt, relativeTo: errors.now)), or now with --refresh."
            )
        }
    }
}
