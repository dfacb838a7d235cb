/// Why a repo's page could not be found.
public enum OpenRepoError: Error, Equatable, Sendable {
    /// The user's state, where the last list is kept, could not be read.
    case stateUnreadable(StateError)
    /// A rank was asked for, but no list has been shown yet.
    case noListShown(rank: Int)
    /// A rank outside the last list shown, which had `count` rows.
    case rankOutOfRange(Int, count: Int)
}
