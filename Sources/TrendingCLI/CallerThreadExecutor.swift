#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `async` command on the thread that calls it, the process's main thread, instead of
/// through an `async` `main`, so a command that never suspends starts no thread (Architecture.md,
/// Decisions: "No `async` `main`").
final class CallerThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Heap-allocated: a pthread mutex or condition must not move.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Both guarded by `lock`.
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        wake.deallocate()
        lock.deallocate()
    }

    /// Runs `body` to its end and returns its value; jobs run on the calling thread meanwhile.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
        let executor = CallerThreadExecutor()
        let result = ResultBox<Value>()
        Task(executorPreference: executor) {
            let value = await body()
            executor.finish { result.value = value }
        }
        executor.drain()
        // `finish` stored the value under the lock `drain` last took: it is visible here.
        guard let value = result.value else { preconditionFailure("the task ended without a value") }
        return value
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(lock)
        jobs.append(job)
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }

    /// Runs the jobs enqueued, in order, until the task has finished and none is left.
    private func drain() {
        var batch: [UnownedJob] = []
        while true {
            pthread_mutex_lock(lock)
            while jobs.isEmpty && !finished { pthread_cond_wait(wake, lock) }
            if jobs.isEmpty {
                pthread_mutex_unlock(lock)
                return
            }
            swap(&batch, &jobs)
            pthread_mutex_unlock(lock)
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Records the task's end (on whichever thread it ended) and wakes the draining thread.
    private func finish(_ store: () -> Void) {
        pthread_mutex_lock(lock)
        store()
        finished = true
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }
}

/// The task's value, written once under the executor's lock and read after `drain` returns.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
