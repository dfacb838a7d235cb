/// Measuring begun on GitHub's page rows while the searches still run (a round trip each): the
/// rows one at a time, in page order; the rest of the candidates is handed over once known.
/// A class, so a list that starts none pays nothing for the optional it keeps.
final class StartedMeasuring: Sendable {
    let head: [Repo]
    private let batches: AsyncStream<GainBatch>
    private let handoff: AsyncStream<GainBatch>.Continuation

    init(head: [Repo]) {
        self.head = head
        (batches, handoff) = AsyncStream.makeStream(of: GainBatch.self)
    }

    /// Measures the head, then whatever `hand` gives (nothing, if the list ends without it).
    func run(
        _ gains: MeasureGainsUseCase, window: GainWindow, request: LoadTrendingRequest, limit: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void
    ) async -> GainMeasurement {
        let batches = batches
        return await gains.execute(
            head, window: window, limit: limit, mode: request.mode, maxAge: request.maxAge, alone: Set(head.map(\.repoName.key)),
            progress: { progress(.measuring($0)) },
            then: { await batches.first { _ in true } ?? GainBatch(candidates: []) }
        )
    }

    /// The candidates after the page's rows (those among them dropped); measuring goes on with them.
    func hand(_ batch: GainBatch) {
        let started = Set(head.map(\.repoName.key))
        handoff.yield(GainBatch(
            candidates: batch.candidates.filter { !started.contains($0.repoName.key) }, alone: batch.alone, oldCounts: batch.oldCounts
        ))
        handoff.finish()
    }

    /// Ends measuring with no more candidates when the list returns before handing them over.
    func abandon() {
        handoff.finish()
    }
}
