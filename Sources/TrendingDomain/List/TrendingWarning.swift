#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something the user should know that did not stop the list from being shown.
public enum TrendingWarning: Equatable, Sendable {
    /// The cache file was unreadable and was moved aside.
    case cacheCorrupt(movedTo: String, file: String? = nil)
    /// The cache could not be read.
    case cacheUnreadable(CacheError)
    /// The new list could not be saved; the next run will fetch again.
    case cacheNotSaved(CacheError)
    /// GitHub reported that the search timed out, so the list may be partial.
    case incompleteResults
    /// Items with impossible numbers or dates (stars outside 0…10^12) were left out of the list.
    case implausibleItemsDropped(Int)
    /// Items GitHub described in a way that can't be read as a repo were left out of the list.
    case unreadableItemsDropped(Int)
    /// Paging stopped before the limit; the list holds the repos gathered until then.
    case partialResults(PartialReason)
    /// User state could not be read, so hidden repos may show and every repo counts as new.
    case stateUnreadable(StateError)
    /// What was shown could not be remembered, so it will count as new again next time.
    case stateNotSaved(StateError)
    /// This run's star snapshots could not be saved (the state's lock held, a file refused).
    case snapshotsNotSaved(StateError)
    /// The star snapshots could not be read: the gains they tell go unused this run (bb46 e3-D1).
    case snapshotsUnreadable(StateError)
    /// GitHub's trending page, read now, could not be remembered.
    case pageMemoryNotSaved(StateError)
    /// The memory of GitHub's trending page could not be read: its sightings go unused this run.
    case pageMemoryUnreadable(StateError)
    /// A state store met something on the way (a corrupt file moved aside).
    case state(StateNotice)
    /// A list sorted by velocity found no repo with a snapshot old enough, so deltas and velocity
    /// are empty until a refresh at `showsFrom` or later (`needs`: how old a snapshot must be).
    case velocityNeedsHistory(showsFrom: Date, needs: TimeInterval)
    /// The cached list has fewer repos than asked for and GitHub was not asked.
    case fewerThanRequested(available: Int, requested: Int)
    /// GitHub failed, and the cached list shown instead has fewer repos than asked for.
    case fallbackShort(available: Int, requested: Int)
    /// Not every candidate's gain was measured; the list ranks those that were.
    case gainsPartial(measured: Int, of: Int, GainShortfall)
    /// The server has no star-history endpoint: gains come from local snapshots.
    case starHistoryUnavailable
    /// GitHub's trending page could not be read, for this reason: candidates come from search.
    case trendingPageUnavailable(TrendingPageFailure)
    /// The list shown, fresh in the cache, was made at `fetchedAt` while the page could not be
    /// read: the page is not asked again until the list is older than `--max-age`.
    case trendingPageUnreadForCachedList(fetchedAt: Date)
    /// The page could not be read for this reason, and its copy fetched then stands in: with
    /// `--source page`, or when the searches fell back to their cached list too.
    case trendingPageStale(fetchedAt: Date, TrendingPageFailure)
    /// GitHub's trending page was read, but the search for its rows' details failed, for this
    /// reason: only `listed` of its `of` rows (those whose details were known) are candidates.
    case trendingPageDetailsFailed(RemoteLoadError, listed: Int, of: Int)
    /// GitHub's search refused to name `count` of the page's `of` rows (alone, or together after
    /// the halvings it may ask), a repo among them gone or private: those rows are left out.
    /// `searches`: the searches narrowing it down took from this run's candidate searches.
    case trendingPageRowsRefused(Int, of: Int, searches: Int = 0)
    /// GitHub's search answered the page rows' search without this many of them (a repo made too
    /// lately for its index, or gone since): left out.
    case trendingPageRowsUnfound(Int, of: Int)
    /// The page rows' search failed (a 5xx, a dropped connection) for a part of this many rows,
    /// after another part answered: those rows are left out.
    case trendingPageRowsFailed(RemoteLoadError, count: Int, of: Int)
    /// The page rows' search failed for a part of this many rows seen before (named again to
    /// count them anew), after another part answered: listed with the counts they were known by.
    case trendingPageRowsNotRecounted(RemoteLoadError, count: Int, of: Int)
    /// `--spoken-language` was given but GitHub's page was not used, and search cannot filter by it.
    case spokenLanguageIgnored
    /// Options only `--scope all` reads (`--source`, `--candidates`, `--sort page`), given without it.
    case scopeAllOptionsIgnored([String])
    /// The searches failed after GitHub's page was read: the page's rows are the candidates, with
    /// the remembered ones (bookmarks, recent lists, earlier pages) unless the filter admits none (`--topic`).
    case searchFailed(RemoteLoadError, remembered: Bool = true)
    /// The searches failed after GitHub's page was read now, for this reason, and their list
    /// fetched then stands in beside the page's rows: the list is this run's, its searched part old.
    case searchStale(fetchedAt: Date, RemoteLoadError)
    /// GitHub's star history for this repo broke the rules, for this cause: its gain comes from snapshots.
    case starHistoryMalformed(RepoName, StarHistoryDefect)
    /// The same, with the history cached at `fetchedAt`, which still covers the window, standing in.
    case starHistoryMalformedCachedStands(RepoName, StarHistoryDefect, fetchedAt: Date)
    /// This repo's star-history request failed (and only its own): it is measured after the others next run.
    case starHistoryFailed(RepoName, StarHistoryLoadError)
    /// The same, with the history cached at `fetchedAt`, which still covers the window, standing in.
    case starHistoryFailedCachedStands(RepoName, StarHistoryLoadError, fetchedAt: Date)
    /// These repos' requests failed in an earlier run within `--max-age`, and no cached history
    /// measures them: not asked again until `askedAgainAt` (the soonest), or with `--refresh`.
    case starHistoryFailedLately([RepoName], askedAgainAt: Date)
}

extension TrendingWarning {
    /// A cache that could not be read, said: moved aside when corrupt, else unreadable.
    public static func cacheProblem(_ error: CacheError) -> TrendingWarning {
        switch error {
        case .corrupt(let movedTo, let file): .cacheCorrupt(movedTo: movedTo, file: file)
        case .io(.failed(let operation, _, _)) where [.write, .flush, .replace, .createFolder].contains(operation): .cacheNotSaved(error)
        // Only saving encodes.
        case .notEncoded: .cacheNotSaved(error)
        case .io, .notMovedAside: .cacheUnreadable(error)
        }
    }
}
