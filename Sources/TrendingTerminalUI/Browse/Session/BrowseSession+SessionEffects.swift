#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// The session reducer's effects, performed: loads (`BrowseLoads`), the presenters, and the
/// user-state use cases' writes.
extension BrowseSession {
    func perform(_ effect: BrowseSessionEffect) {
        switch effect {
        case .loadFirst(let generation, let live): loads.first(generation: generation, live: live, asked: asked)
        case .load(let mode, let kind, let generation): loads.load(mode, kind: kind, generation: generation, asked: asked)
        case .loadMore(let generation): loads.more(generation: generation, asked: asked)
        case .presentListing(let listing, let warnings):
            dependencies.presenter.present(TrendingLoadResult(outcome: .success(listing), warnings: warnings), for: query)
        case .presentFailure(let error, let warnings):
            dependencies.presenter.present(TrendingLoadResult(outcome: .failure(error), warnings: warnings), for: query)
        case .presentProgress(let loaded, let total, let measured, let exhausted):
            dependencies.browsePresenter.presentProgress(
                loaded: loaded, total: total, measured: measured.map { ($0.done, $0.of) }, exhausted: exhausted
            )
        case .presentRefreshFailed(let error, let cachedAt, let retryIn):
            dependencies.browsePresenter.presentRefreshFailed(error, cachedAt: cachedAt, retryIn: retryIn)
        case .presentOnline: dependencies.browsePresenter.presentOnline()
        case .loadFinished: dispatch(.loadFinished)
        case .status(let text): dispatch(.status(text))
        case .reveal(let index):
            // The restored rows reach the screen first.
            drainMessages()
            dispatch(.reveal(index))
        case .bookmark(let name):
            do {
                let added = warned(try dependencies.bookmarks.add(name))
                dependencies.statePresenter.presentBookmarked(added.name, added: added.changed, typed: name)
                send(.bookmarked(name, true))
            } catch {
                dependencies.statePresenter.present(error)
            }
        case .unbookmark(let name):
            do {
                let removed = warned(try dependencies.bookmarks.remove(name))
                dependencies.statePresenter.presentUnbookmarked(removed.name, removed: removed.changed, typed: name)
                send(.bookmarked(name, false))
            } catch {
                dependencies.statePresenter.present(error)
            }
        case .hide(let names, let indices):
            do {
                _ = warned(try dependencies.hidden.hide(names))
            } catch {
                dependencies.statePresenter.present(error)
                return
            }
            send(.hidden(indices))
        case .unhide(let names):
            do {
                let restored = warned(try dependencies.hidden.unhide(names))
                dependencies.statePresenter.presentRestored(restored.isEmpty ? names : restored)
            } catch {
                dependencies.statePresenter.present(error)
                return
            }
            send(.unhidden)
        case .markSeen(let names):
            do {
                dependencies.statePresenter.presentNotices(try dependencies.shown.markSeen(names))
                send(.seenMarked(names.count))
            } catch {
                dependencies.statePresenter.present(error)
            }
        }
    }

    /// What the screen asks for now: its period and order, and as many rows as loaded.
    var asked: BrowseAsked {
        let settings = dependencies.settings
        var listing = settings.listing
        listing.sort = state.sort
        let query = settings.query
        return BrowseAsked(
            query: TrendingQuery(
                period: state.period, language: query.language, topics: query.topics, minStars: query.minStars, scope: query.scope
            ),
            listing: listing, limit: model.limit
        )
    }

    /// The query the screen shows.
    var query: TrendingQuery { asked.query }

    /// The value of a state use case's result, its warnings said on the screen first.
    private func warned<T>(_ result: StateResult<T>) -> T {
        dependencies.statePresenter.presentNotices(result.warnings)
        return result.value
    }

    /// On the way out: what was seen, and the list as loaded as the last shown list.
    func finish() {
        send(.flushSeen)
        if let listing = model.listing {
            do {
                dependencies.statePresenter.presentNotices(try dependencies.shown.recordShown(listing.repos))
            } catch {
                dependencies.statePresenter.present(error)
            }
        }
    }
}
