#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The browse session's logic, without I/O: each message gives the new state and the effects
/// the loop performs (loads, presenting, the use cases' writes). `now` is the loop's clock;
/// `wallNow` the date, which a rate limit's reset is told in.
public enum BrowseSessionReducer {
    public static func reduce(
        _ state: BrowseSessionState, _ message: BrowseSessionMessage, now: ContinuousClock.Instant, wallNow: Date, rules: BrowseSessionRules
    ) -> (BrowseSessionState, [BrowseSessionEffect]) {
        var reduction = Reduction(state: state, now: now, wallNow: wallNow, rules: rules)
        reduction.apply(message)
        return (reduction.state, reduction.effects)
    }
}

/// One message's reduction: the state as it changes and the effects so far. Each family of
/// messages has its file: `+Loads`, `+Retries`, `+Seen`, `+Bookmarks`, `+Undo`.
extension BrowseSessionReducer {
    struct Reduction {
        var state: BrowseSessionState
        var effects: [BrowseSessionEffect] = []
        let now: ContinuousClock.Instant
        let wallNow: Date
        let rules: BrowseSessionRules

        init(state: BrowseSessionState, now: ContinuousClock.Instant, wallNow: Date, rules: BrowseSessionRules) {
            self.state = state
            self.now = now
            self.wallNow = wallNow
            self.rules = rules
        }

        mutating func apply(_ message: BrowseSessionMessage) {
            switch message {
            case .start: startLoading(first: true)
            case .refresh: refresh()
            case .loadMore: loadMore()
            case .reload: reload()
            case .loaded(let result, let generation, let kind): receive(result, generation: generation, kind: kind)
            case .cacheGrew(let count): state.cacheGrew = count
            case .measuring(let progress, let generation): receive(progress, generation: generation)
            case .listed(let listing, let generation): listed(listing, generation: generation)
            case .tick: tick()
            case .onScreen(let indices, let rowCount): noteSeen(indices, rowCount: rowCount)
            case .flushSeen: flushSeen()
            case .seenMarked(let count): seenMarked(count)
            case .toggleBookmark(let index): toggleBookmark(index)
            case .bookmarked(let name, let isBookmarked): bookmarked(name, isBookmarked: isBookmarked)
            case .dismiss(let indices, let keepingBookmarked): dismiss(indices, keepingBookmarked: keepingBookmarked)
            case .hidden(let picked): hidden(picked)
            case .undoDismiss: undoDismiss()
            case .unhidden: unhidden()
            }
        }

        mutating func presentProgress() {
            effects.append(
                .presentProgress(
                    loaded: state.listing?.repos.count, total: state.listing?.totalCount, measured: state.measured, exhausted: state.exhausted
                )
            )
        }

        /// The listing changed here (a bookmark, a dismissal): the presenter draws it again.
        mutating func represent() {
            guard let listing = state.listing else { return }
            effects.append(.presentListing(listing, warnings: []))
            presentProgress()
        }
    }
}
