#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo a list met under an old name and a new one: GitHub redirected the old to the new's ID.
public struct RepoRename: Equatable, Sendable {
    public let from: RepoName
    public let to: RepoName

    public init(from: RepoName, to: RepoName) {
        self.from = from
        self.to = to
    }
}

extension TrendingListing {
    /// Drops the rows whose name GitHub's star history redirected to the ID of another row of the
    /// list (`CachedStarHistory.movedTo`): a renamed repo remembered under its old name (the page
    /// memory, a recent list) and found now under its new one is one repo, listed once, as it is now.
    mutating func dropRenamed(histories: [String: CachedStarHistory]) {
        let moved = repos.compactMap { repo in histories[repo.repoName.key]?.movedTo.map { (key: repo.repoName.key, id: $0) } }
        guard !moved.isEmpty else { return }
        let own = Dictionary(repos.filter { $0.id > 0 && histories[$0.repoName.key]?.movedTo == nil }.map { ($0.id, $0.repoName) }) { first, _ in first }
        let gone = Set(moved.filter { own[$0.id] != nil }.map(\.key))
        guard !gone.isEmpty else { return }
        // Its bookmark, hidden entry and seen mark go with it, as `show` moves them (`UserState.followRename`).
        renames += repos.compactMap { repo in
            guard gone.contains(repo.repoName.key), let id = histories[repo.repoName.key]?.movedTo, let now = own[id] else { return nil }
            return RepoRename(from: repo.repoName, to: now)
        }
        repos.removeAll { gone.contains($0.repoName.key) }
        for key in gone {
            deltas[key] = nil
            gains[key] = nil
            pageRanks[key] = nil
            discoveries[key] = nil
        }
    }

    /// The keys of `candidates` this run did not find (remembered: the page memory, a recent list,
    /// a bookmark) whose id only one other row of the list has, found now under another name: a
    /// renamed repo's old name, maybe. A server giving many repos one id (a simple stand-in's)
    /// makes groups of more, and none of them is said to be.
    func remembered(sharingAnIDWithOneFoundNow candidates: [Repo]) -> Set<String> {
        let current: Set<Discovery> = [.page, .search, .new]
        let byID = Dictionary(grouping: repos.filter { $0.id > 0 }, by: \.id)
        return Set(candidates.compactMap { repo in
            let key = repo.repoName.key
            let isFoundNow = { (row: Repo) in (discoveries[row.repoName.key] ?? []).contains(where: current.contains) }
            guard !isFoundNow(repo), let group = byID[repo.id], group.count == 2,
                  group.contains(where: { $0.repoName.key != key && isFoundNow($0) }) else { return nil }
            return key
        })
    }
}
