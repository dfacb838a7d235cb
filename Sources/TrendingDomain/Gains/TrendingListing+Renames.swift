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
    /// Drops rows whose history GitHub redirected to the ID of one other row (`movedTo`): a renamed
    /// repo is listed once, as it is now, with the old name's history when the new has none
    /// (returned: those new names, with the history's fetch date). A repo made since under the
    /// freed name, or a server giving many repos one id, drops none.
    @discardableResult
    mutating func dropRenamed(histories: inout [String: CachedStarHistory]) -> [String: Date] {
        var carried: [String: Date] = [:]
        let moved = repos.compactMap { repo -> (repo: Repo, id: Int)? in
            guard let id = histories[repo.repoName.key]?.movedTo, repo.id <= 0 || repo.id == id else { return nil }
            return (repo, id)
        }
        guard !moved.isEmpty else { return carried }
        let own = Dictionary(grouping: repos.filter { $0.id > 0 && histories[$0.repoName.key]?.movedTo == nil }, by: \.id)
        for (old, id) in moved {
            guard let rows = own[id], rows.count == 1, let now = rows.first, repos.count(where: { $0.id == id }) == 2 || old.id <= 0 else { continue }
            let key = old.repoName.key
            if histories[now.repoName.key] == nil, var history = histories[key] {
                history.movedTo = nil
                histories[now.repoName.key] = history
                carried[now.repoName.key] = history.fetchedAt
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
        return carried
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

extension TrendingWarning {
    /// A new name's failed or malformed answer, said as one a cached history stands in for when
    /// its old name's history was carried to it (`dropRenamed`): its gain is said after all.
    func carried(_ histories: [String: Date]) -> TrendingWarning {
        switch self {
        case .starHistoryFailed(let name, let problem):
            histories[name.key].map { .starHistoryFailedCachedStands(name, problem, fetchedAt: $0) } ?? self
        case .starHistoryMalformed(let name, let defect):
            histories[name.key].map { .starHistoryMalformedCachedStands(name, defect, fetchedAt: $0) } ?? self
        case .starHistoryFailedLately(let names, let askedAgainAt):
            .starHistoryFailedLately(names.filter { histories[$0.key] == nil }, askedAgainAt: askedAgainAt)
        default:
            self
        }
    }

    /// A failed-lately warning whose every repo a carried history measures: nothing to say.
    var isEmptyFailedLately: Bool {
        if case .starHistoryFailedLately(let names, _) = self { names.isEmpty } else { false }
    }
}
