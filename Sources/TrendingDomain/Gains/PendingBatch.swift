import Synchronization

/// The candidates handed to measuring later, asked for at once: known before they join the run
/// (after the page's rows), they let the progress held back until then out with the run's total.
final class PendingBatch: Sendable {
    private final class Arrival: Sendable {
        let batch = Mutex<GainBatch?>(nil)
    }

    private let arrival: Arrival
    private let task: Task<GainBatch, Never>

    init(_ next: @escaping @Sendable () async -> GainBatch) {
        let arrival = Arrival()
        self.arrival = arrival
        task = Task {
            let batch = await next()
            arrival.batch.withLock { $0 = batch }
            return batch
        }
    }

    /// The batch, if it has arrived.
    var ready: GainBatch? { arrival.batch.withLock { $0 } }

    /// The batch, once it arrives; cancelling the caller cancels the wait.
    func batch() async -> GainBatch {
        await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }
}
