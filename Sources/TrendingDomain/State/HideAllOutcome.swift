/// What `hide --all` did: the repos it hid, the bookmarked ones it left in lists, and those it
/// could not hide because no one could type their names to show them again.
public struct HideAllOutcome: Equatable, Sendable {
    public let hidden: [RepoName]
    /// Bookmarked repos of the last list: a bookmark says the user wants to see the repo.
    public let keptBookmarked: [RepoName]
    /// Names GitHub cannot have (a hostile answer's): hidden, they could never be unhidden.
    public let keptUntypable: [RepoName]

    public init(hidden: [RepoName], keptBookmarked: [RepoName], keptUntypable: [RepoName] = []) {
        self.hidden = hidden
        self.keptBookmarked = keptBookmarked
        self.keptUntypable = keptUntypable
    }
}
