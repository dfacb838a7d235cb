/// What `hide --all` did: the repos it hid, and the bookmarked ones it left in lists.
public struct HideAllOutcome: Equatable, Sendable {
    public let hidden: [RepoName]
    /// Bookmarked repos of the last list: a bookmark says the user wants to see the repo.
    public let keptBookmarked: [RepoName]

    public init(hidden: [RepoName], keptBookmarked: [RepoName]) {
        self.hidden = hidden
        self.keptBookmarked = keptBookmarked
    }
}
