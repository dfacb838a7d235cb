#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TrendingListing {
    /// Drops the rows whose name GitHub's star history redirected to the ID of another row of the
    /// list (`CachedStarHistory.movedTo`): a renamed repo remembered under its old name (the page
    /// memory, a recent list) and found now under its new one is one repo, listed once, as it is now.
    mutating func dropRenamed(histories: [String: CachedStarHistory]) {
        let moved = repos.compactMap { repo in histories[repo.repoName.key]?.movedTo.map { (key: repo.repoName.key, id: $0) } }
        guard !moved.isEmpty else { return }
        let own = Set(repos.filter { $0.id > 0 && histories[$0.repoName.key]?.movedTo == nil }.map(\.id))
        let gone = Set(moved.filter { own.contains($0.id) }.map(\.key))
        guard !gone.isEmpty else { return }
        repos.removeAll { gone.contains($0.repoName.key) }
        for key in gone {
            deltas[key] = nil
            gains[key] = nil
            pageRanks[key] = nil
            discoveries[key] = nil
        }
    }
}
