#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListSnapshots {
    /// GitHub's page's rows whose counts are an earlier run's (`countedAt`, nil when unknown)
    /// take the stars of a later snapshot of this machine's, when another list counted them
    /// since: the freshest count known, not the page memory's of a day before (bb44 z2-D1).
    /// They stay old counts: neither a snapshot of now nor a delta's end.
    func newerCounts(for listing: inout TrendingListing, old: [String: Date?], warnings: inout [TrendingWarning]) {
        let keys = Set(listing.repos.map(\.repoName.key)).intersection(old.keys)
        guard !keys.isEmpty else { return }
        let earliest = keys.compactMap { old[$0] ?? nil }.min() ?? .distantPast
        guard let snapshots = try? history.snapshots(for: keys, since: earliest).value(adding: &warnings) else { return }
        listing.repos = listing.repos.map { repo in
            let key = repo.repoName.key
            guard keys.contains(key), let latest = snapshots[key]?.last, latest.at > (old[key] ?? nil) ?? .distantPast,
                  latest.at <= now(), latest.stars != repo.stars else { return repo }
            return Repo(
                id: repo.id, owner: repo.owner, name: repo.name, description: repo.description, language: repo.language,
                stars: latest.stars, forks: repo.forks, urlText: repo.urlText, createdAt: repo.createdAt
            )
        }
    }
}
