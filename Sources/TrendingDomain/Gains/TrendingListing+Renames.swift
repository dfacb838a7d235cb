#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo a list met under an old name and a new one: GitHub redirected the old to the new's ID.
public struct RepoRename: Equatable, Sendable {
    public let from: RepoName
    /// The repo under its new name, as this list found it (a moved bookmark's details).
    public let to: Repo

    public init(from: RepoName, to: Repo) {
        self.from = from
        self.to = to
    }
}

extension TrendingListing {
    /// Drops the rows whose name GitHub's star history redirected to the ID of another row of the
    /// list (`CachedStarHistory.movedTo`): a renamed repo remembered under its old name and found
    /// now under its new one is listed once, as it is now, with the old name's history when the
    /// new one has none. Only a row of that id (or none) beside the one row found with it drops:
    /// a repo made since under the freed name, or a server giving many repos one id, drops none.
    mutating func dropRenamed(histories: inout [String: CachedStarHistory]) {
        let moved = repos.compactMap { repo -> (repo: Repo, id: Int)? in
            guard let id = histories[repo.repoName.key]?.movedTo, repo.id <= 0 || repo.id == id else { return nil }
            return (repo, id)
        }
        guard !moved.isEmpty else { return }
        let own = Dictionary(grouping: repos.filter { $0.id > 0 && histories[$0.repoName.key]?.movedTo == nil }, by: \.id)
        for (old, id) in moved {
            guard let rows = own[id], rows.count == 1, let now = rows.first, repos.count(where: { $0.id == id }) == 2 || old.id <= 0 else { continue }
            let key = old.repoName.key
            if histories[now.repoName.key] == nil, var history = histories[key] {
                history.movedTo = nil
                histories[now.repoName.key] = history
            }
            histories[key] = nil
            // Its bookmark and seen mark go with it, as `show` moves them (`UserState.followRename`).
            renames.append(RepoRename(from: old.repoName, to: now))
            repos.removeAll { $0.repoName.key == key }
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
