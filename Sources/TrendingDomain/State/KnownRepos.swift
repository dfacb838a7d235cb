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
    /// Every repo of the cached lists fetched since `date`, each in its newest version: the
    /// recent lists' repos, which `--scope all` measures as candidates too.
    func recentRepos(since date: Date) -> [Repo]
    /// The name `name`'s cached details were answered under when that is another repo name (`show`
    /// followed GitHub's rename), else nil. Reads the details alone, never the lists.
    func renamedTo(of name: RepoName) -> RepoName?
}

extension KnownRepos {
    /// The name GitHub answers for `name` now, as far as the cache knows: the new name of a rename
    /// `show` followed, else `name`. A name GitHub cannot have (a hostile answer) is not followed.
    public func currentName(of name: RepoName) -> RepoName {
        guard let known = renamedTo(of: name), known.key != name.key, known.isGitHubName else { return name }
        return known
    }
}
