/// The lists this machine keeps, told of a rename `show` followed: a cached list naming the old
/// name then names the new one, so its row takes the marks (hidden, bookmarked, seen) that moved.
public protocol RenamedRows: Sendable {
    /// Every cached row of `old` becomes `new` (or goes, where the list holds `new` already).
    func follow(from old: RepoName, to new: Repo)
}
