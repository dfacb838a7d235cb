/// Why a list is being loaded.
public enum BrowseLoadKind: Equatable, Sendable {
    /// The cache, at once, never the network: the first paint.
    case cache
    /// The cache if fresh, else GitHub (the first load, a retry); or GitHub at once (`r`).
    case live
    /// The next page.
    case more
    /// The cache alone, under `--offline`: what it holds is all there is.
    case offline
}
