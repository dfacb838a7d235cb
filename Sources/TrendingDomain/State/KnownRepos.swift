#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is already known of a repo from cached details or lists, without the network: lets a new
/// bookmark show its details at once, and `show --offline` fall back to a list's summary.
public protocol KnownRepos: Sendable {
    /// The newest summary of `name` in any cached detail or list, or nil when none has it.
    func summary(of name: RepoName) -> KnownSummary?
    /// Every repo of the cached lists fetched since `date`, each in its newest version, and those
    /// a list kept from its query's earlier lists (`CachedTrending.recent`) held since `date`:
    /// the recent lists' repos, which `--scope all` measures as candidates too.
    func recentRepos(since date: Date) -> [Repo]
    /// The name `name`'s cached details were answered under when that is another repo name (`show`
    /// followed GitHub's rename), else nil. Reads the details alone, never the lists.
    func renamedTo(of name: RepoName) -> RepoName?
}

extension KnownRepos {
    /// The name GitHub answers for `name` now, as far as the cache knows: the new name of a rename
    /// `show` followed (renamed again since, the last one: a few hops), else `name`. A name GitHub
    /// cannot have (a hostile answer) is not followed.
    public func currentName(of name: RepoName) -> RepoName {
        var current = name, seen: Set<String> = [name.key]
        for _ in 0..<Self.renameHops {
            guard let next = renamedTo(of: current), next.isGitHubName, seen.insert(next.key).inserted else { break }
            current = next
        }
        return current
    }

    /// The most renames followed one after another.
    static var renameHops: Int { 5 }
}
