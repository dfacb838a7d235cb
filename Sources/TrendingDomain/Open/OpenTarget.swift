/// The repo `trending open` is asked for: by name, or by its rank in the last list shown.
public enum OpenTarget: Equatable, Sendable {
    case repo(RepoName)
    /// 1 is the top of the last list shown.
    case rank(Int)
}
