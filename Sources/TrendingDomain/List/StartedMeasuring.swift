/// Measuring begun on GitHub's page rows while the searches still run (a round trip each): the
/// rows started in page order, up to four in flight as any candidates are; the rest of the
/// candidates is handed over once known.
/// Made only when there are page rows to measure, so a list without them starts no task.
final class StartedMeasuring: Sendable {
    let head: [Repo]
    private let handoff: AsyncStream<GainBatch>.Continuation
    private let task: Task<GainMeasurement, Never>

    init(
        head: [Repo], gains: MeasureGainsUseCase, window: GainWindow, request: LoadTrendingRequest, limit: Int,
        oldCounts: Set<String> = [], progress: @escaping @Sendable (LoadProgress) -> Void
    ) {
        self.head = head
        let (batches, handoff) = AsyncStream.makeStream(of: GainBatch.self)
        self.handoff = handoff
        let mode = request.mode, maxAge = request.maxAge
        task = Task {
            await gains.execute(
                head, window: window, limit: limit, mode: mode, maxAge: maxAge,
                oldCounts: oldCounts, progress: { progress(.measuring($0)) },
                then: { await batches.first { _ in true } ?? GainBatch(candidates: []) }
            )
        }
    }

    /// Every candidate, in order; measuring goes on with those it has not chosen yet (a page row
    /// the failed repos' share left for later among them: review of bb33 n-D2).
    func hand(_ batch: GainBatch) {
        handoff.yield(batch)
        handoff.finish()
    }

    /// The whole run's measurement; cancelling the caller cancels it.
    func measurement() async -> GainMeasurement {
        await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }

    /// Ends measuring when the list returns without handing the rest over.
    func abandon() {
        handoff.finish()
        task.cancel()
    }
}
