/// Candidates handed to measuring after it has started: the searches' and the remembered, once
/// GitHub's page rows are under way. `alone` and `oldCounts` as in `MeasureGainsUseCase.execute`.
public struct GainBatch: Sendable {
    public let candidates: [Repo]
    public let alone: Set<String>
    public let oldCounts: Set<String>

    public init(candidates: [Repo], alone: Set<String> = [], oldCounts: Set<String> = []) {
        self.candidates = candidates
        self.alone = alone
        self.oldCounts = oldCounts
    }
}
