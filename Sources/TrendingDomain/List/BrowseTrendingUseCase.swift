#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The trending list as the user sees it: hidden repos left out, new and bookmarked ones marked,
/// and what was shown remembered (as seen, and for `open RANK` and `hide --all`).
public struct BrowseTrendingUseCase: Sendable {
    private let load: LoadTrendingUseCase
    private let store: any UserStateStore
    private let now: @Sendable () -> Date

    public init(load: LoadTrendingUseCase, store: any UserStateStore, now: @escaping @Sendable () -> Date) {
        self.load = load
        self.store = store
        self.now = now
    }

    public func execute(
        _ request: LoadTrendingRequest, progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async -> TrendingLoadResult {
        var warnings: [TrendingWarning] = []
        var request = request
        do {
            request.excluding = Set(try store.read().hidden.keys)
        } catch {
            warnings.append(.stateUnreadable(error.message))
        }
        let result = await load.execute(request, progress: progress)
        guard case .success(var listing) = result.outcome else {
            return TrendingLoadResult(outcome: result.outcome, warnings: warnings + result.warnings)
        }
        do {
            listing.marks = try remember(listing.repos)
        } catch {
            warnings.append(.stateNotSaved(error.message))
        }
        return TrendingLoadResult(outcome: .success(listing), warnings: warnings + result.warnings)
    }

    /// Marks against the state before this list, then records the list as seen and last shown.
    private func remember(_ repos: [Repo]) throws(StateError) -> RepoMarks {
        let date = now()
        return try store.update { state in
            let names = repos.map(\.repoName)
            let marks = RepoMarks(
                seen: Set(names.map(\.key).filter { state.seen[$0] != nil }),
                bookmarked: Set(names.map(\.key).filter { state.bookmarks[$0] != nil })
            )
            state.markSeen(names, at: date)
            state.lastShown = repos.map { ShownRepo(name: $0.repoName, url: $0.url) }
            state.refreshBookmarks(with: repos)
            return marks
        }
    }
}

extension StateError {
    /// A one-line reason, for warnings.
    public var message: String {
        switch self {
        case .io(let reason), .busy(let reason): reason
        }
    }
}
