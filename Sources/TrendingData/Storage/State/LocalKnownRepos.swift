#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// What the cache folder knows of a repo: its cached details, else the newest cached list that
/// includes it. Reads only; never the network.
public struct LocalKnownRepos: KnownRepos {
    private let details: LocalRepoDetailCache
    private let lists: LocalTrendingCache
    private let onCacheProblem: @Sendable (CacheError) -> Void

    /// - Parameters:
    ///   - scope: the API server, as for the caches themselves.
    ///   - onCacheProblem: hears of a cached file found corrupt (and moved aside) or unreadable.
    public init(
        storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date,
        onCacheProblem: @escaping @Sendable (CacheError) -> Void = { _ in }
    ) {
        details = LocalRepoDetailCache(storage: storage, scope: scope, now: now)
        lists = LocalTrendingCache(storage: storage, scope: scope, now: now)
        self.onCacheProblem = onCacheProblem
    }

    public func summary(of name: RepoName) -> KnownSummary? {
        // The renamed repo's id, once its rename has ended: its old rows under this name are not this name's.
        var renamedAway: Int?
        do {
            // Details answered under another name (a rename followed) stand for this name only
            // while the rename holds; once a list names another repo so, that list's row does.
            if let cached = try details.load(name) {
                if cached.detail.name.key == name.key || renamedTo(of: name) != nil {
                    return KnownSummary(repo: cached.detail.summary, fetchedAt: cached.fetchedAt)
                }
                renamedAway = cached.detail.id == 0 ? nil : cached.detail.id
            }
        } catch {
            onCacheProblem(error)
        }
        let all = lists.allLists(onProblem: onCacheProblem)
        // A rename ended by a new repo under the name: that repo's rows. Ended by the repo being
        // renamed back: its own rows are the name's again.
        let othersHold = renamedAway.map { id in all.contains { $0.repos.contains { $0.repoName.key == name.key && $0.id != id } } } ?? false
        if !othersHold { renamedAway = nil }
        var newest: KnownSummary?
        for list in all where list.fetchedAt > (newest?.fetchedAt ?? .distantPast) {
            if let repo = list.repos.first(where: { $0.repoName.key == name.key && $0.id != renamedAway }) {
                newest = KnownSummary(repo: repo, fetchedAt: list.fetchedAt)
            }
        }
        return newest
    }

    public func renamedTo(of name: RepoName) -> RepoName? {
        do {
            guard let cached = try details.load(name), cached.detail.name.key != name.key else { return nil }
            // A list fetched since that names the repo so again (renamed back) says the name is its
            // own again; one naming another repo so (another id: a new repo made under the freed
            // name), whenever fetched, says the name is that repo's now.
            let renamedId = cached.detail.id
            let listedSince = lists.allLists(onProblem: onCacheProblem).contains { list in
                list.repos.contains { $0.repoName.key == name.key && (renamedId != 0 && $0.id != renamedId || list.fetchedAt > cached.fetchedAt) }
            }
            return listedSince ? nil : cached.detail.name
        } catch {
            onCacheProblem(error)
            return nil
        }
    }

    public func recentRepos(since date: Date) -> [Repo] {
        var newest: [String: (repo: Repo, at: Date)] = [:]
        let recentLists = lists.allLists(onProblem: onCacheProblem).filter { $0.fetchedAt >= date }
        for list in recentLists {
            // A repo a server named with the token was masked when its list was written: no repo
            // to ask about, so never a candidate beside the live row it stood for.
            for repo in list.repos where (newest[repo.repoName.key]?.at ?? .distantPast) < list.fetchedAt && !Self.isMasked(repo) {
                newest[repo.repoName.key] = (repo, list.fetchedAt)
            }
        }
        // The repos a list kept from earlier lists of its query, as of when a list last held
        // them: one no list holds itself is that, while it was held since `date`.
        var kept: [String: (repo: Repo, at: Date)] = [:]
        for list in recentLists {
            for held in list.recent where held.heldAt >= date && newest[held.repo.repoName.key] == nil
                && (kept[held.repo.repoName.key]?.at ?? .distantPast) < held.heldAt && !Self.isMasked(held.repo) {
                kept[held.repo.repoName.key] = (held.repo, held.heldAt)
            }
        }
        return (Array(newest.values) + Array(kept.values)).map(\.repo).sorted { $0.repoName.key < $1.repoName.key }
    }

    private static func isMasked(_ repo: Repo) -> Bool {
        StoredSecretScrub.isMasked(repo.owner) || StoredSecretScrub.isMasked(repo.name)
    }
}
