#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A rename `show` followed, carried into the cached lists: a list fetched before it named the
/// repo by its old name, which no longer takes its marks (hidden, bookmarked, seen moved to the
/// new one). Rewritten once, at the rename, so no list read ever pays for it.
extension LocalTrendingCache: RenamedRows {
    public func follow(from old: RepoName, to new: Repo) {
        let prefix = CacheFileNames.prefix(scope: scope) + "search-"
        let keys = (try? file.storage.keys()) ?? []
        for key in keys where key.hasPrefix(prefix) && key.hasSuffix(".json") {
            // Only a list read whole and of this format is rewritten; any other is left as it is.
            guard let data = try? file.storage.read(key), let list = CacheFileReader.read(data) ?? (try? JSONDecoder().decode(CacheFileDTO.self, from: data)),
                  list.version == Self.formatVersion, (list.repos + (list.recent ?? [])).contains(where: { Self.isOld($0, old, new) })
            else { continue }
            let holdsNew = list.repos.contains { Self.key(of: $0) == new.repoName.key }
            let repos = list.repos.compactMap { row -> StoredRepoDTO? in
                guard Self.isOld(row, old, new) else { return row }
                // Listed under both names: the new one's row stays, alone.
                return holdsNew ? nil : StoredRepoDTO(new)
            }
            // A row kept from earlier lists is renamed too, with its date; left out when the list
            // or another kept row holds the new name already.
            let recentHoldsNew = holdsNew || list.recent?.contains { Self.key(of: $0) == new.repoName.key } == true
            let kept = zip(list.recent ?? [], list.recent_held_at ?? []).compactMap { row, heldAt -> (StoredRepoDTO, Double)? in
                guard Self.isOld(row, old, new) else { return (row, heldAt) }
                return recentHoldsNew ? nil : (StoredRepoDTO(new), heldAt)
            }
            let renamed = CacheFileDTO(
                version: list.version, period: list.period, language: list.language, topics: list.topics, min_stars: list.min_stars,
                fetched_at: list.fetched_at,
                // A list cut at its limit stays cut there, one row fewer: it is not all there is.
                requested_limit: list.requested_limit == list.repos.count ? repos.count : list.requested_limit,
                total_count: list.total_count, incomplete_results: list.incomplete_results, page_unread: list.page_unread, repos: repos,
                recent: kept.isEmpty ? nil : kept.map(\.0), recent_held_at: kept.isEmpty ? nil : kept.map(\.1)
            )
            try? file.save({ try JSONEncoder.storedFiles().encode(renamed) }, to: key)
        }
    }

    /// Whether `row` is the renamed repo under its old name: not another repo (another id) made
    /// under the freed name since.
    private static func isOld(_ row: StoredRepoDTO, _ old: RepoName, _ new: Repo) -> Bool {
        key(of: row) == old.key && (row.id == new.id || row.id == 0 || new.id == 0)
    }

    private static func key(of row: StoredRepoDTO) -> String {
        RepoName(owner: row.owner, name: row.name).key
    }
}
