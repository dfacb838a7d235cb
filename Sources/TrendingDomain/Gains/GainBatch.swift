/// Candidates handed to measuring after it has started: the searches' and the remembered, once
/// GitHub's page rows are under way. `alone` and `oldCounts` as in `MeasureGainsUseCase.execute`.
public struct GainBatch: Sendable {
    public let candidates: [Repo]
    public let alone: Set<String>
    public let oldCounts: Set<String>
    /// The cached histories that cover the window, by repo key: each gives its gain, whether
    /// this run measures the repo or not.
    public let known: [String: CachedStarHistory]

    public init(candidates: [Repo], alone: Set<String> = [], oldCounts: Set<String> = [], known: [String: CachedStarHistory] = [:]) {
        self.candidates = candidates
        self.alone = alone
        self.oldCounts = oldCounts
        self.known = known
    }
}
