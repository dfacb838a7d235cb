#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How to filter, rank and measure a list from local state and history.
public struct BrowseOptions: Equatable, Sendable {
    public var sort: TrendingSort
    /// How old the snapshot a delta is measured from must be; 0 means the previous one.
    public var deltaWindow: TimeInterval
    /// Only repos no list has shown before, the list filled past the seen ones (`--new-only`).
    public var newOnly: Bool
    /// How many candidates `--scope all` measures with a star-history request.
    public var candidates: Int
    /// Whether the whole list counts as seen and becomes the last shown list at once, as a
    /// printed list does. An interactive screen says what was on screen itself (`ShownReposUseCase`).
    public var remembersShown: Bool

    public init(
        sort: TrendingSort = .stars, deltaWindow: TimeInterval = 0, newOnly: Bool = false, candidates: Int = 100,
        remembersShown: Bool = true
    ) {
        self.sort = sort
        self.deltaWindow = deltaWindow
        self.newOnly = newOnly
        self.candidates = candidates
        self.remembersShown = remembersShown
    }
}
