import Foundation
import TrendingData
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one task has gathered so far, and the continuation waiting for it.
final class TaskState {
    let continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>
    let maxBodyBytes: Int
    var response: HTTPURLResponse?
    var body = Data()
    var failure: NetworkError?
    var deadline: DispatchWorkItem?
    private var cancelRequested = false

    init(continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>, maxBodyBytes: Int) {
        self.continuation = continuation
        self.maxBodyBytes = maxBodyBytes
    }

    /// Marks the answer too large; true the first time, when the task is to be cancelled.
    func refuse() -> Bool {
        failure = failure ?? .responseTooLarge(limit: maxBodyBytes)
        body = Data()
        defer { cancelRequested = true }
        return !cancelRequested
    }
}

/// Tasks in flight by identifier. Each is finished exactly once, by whichever of the
/// transfer, the size cap and the deadline comes first.
final class TaskRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var states: [Int: TaskState] = [:]

    func register(_ id: Int, _ state: TaskState) {
        lock.withLock { states[id] = state }
    }

    func setDeadline(_ id: Int, _ deadline: DispatchWorkItem) {
        lock.withLock { states[id]?.deadline = deadline }
    }

    func withState<T>(_ id: Int, _ body: (TaskState) -> T) -> T? {
        lock.withLock { states[id].map(body) }
    }

    func finish(_ id: Int, with result: Result<HTTPResponse, NetworkError>) {
        guard let state = lock.withLock({ states.removeValue(forKey: id) }) else { return }
        state.deadline?.cancel()
        state.continuation.resume(returning: result)
    }
}
