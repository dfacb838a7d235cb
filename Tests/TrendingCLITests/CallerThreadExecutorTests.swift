import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingCLI

/// The executor `trending`'s `main` runs its command on: jobs on the calling thread, and
/// commands that suspend (a fetch resumed on another thread, a sleep, child tasks) still finish.
@Suite("CallerThreadExecutor")
struct CallerThreadExecutorTests {
    @Test("returns the body's value, having run it on the calling thread")
    func runsOnTheCallingThread() async throws {
        try await offThePool {
            let caller = pthread_self()
            let ranOn = Locked<pthread_t?>(nil)

            let value = CallerThreadExecutor.run {
                ranOn.value = pthread_self()
                return 42
            }

            #expect(value == 42)
            #expect(ranOn.value.map { pthread_equal($0, caller) != 0 } == true, "the body ran on another thread")
        }
    }

    @Test("a continuation resumed on another thread brings the rest of the body back to the calling thread")
    func resumesOnTheCallingThread() async throws {
        try await offThePool {
            let caller = pthread_self()
            let afterResume = Locked<pthread_t?>(nil)

            let value = CallerThreadExecutor.run {
                let fetched = await withCheckedContinuation { continuation in
                    Thread {
                        usleep(20_000)
                        continuation.resume(returning: "page")
                    }.start()
                }
                afterResume.value = pthread_self()
                return fetched
            }

            #expect(value == "page")
            #expect(afterResume.value.map { pthread_equal($0, caller) != 0 } == true)
        }
    }

    @Test("a sleep and child tasks finish, with every child's result")
    func sleepsAndChildTasksFinish() async throws {
        try await offThePool {
            let sum = CallerThreadExecutor.run {
                try? await Task.sleep(nanoseconds: 10_000_000)
                return await withTaskGroup(of: Int.self) { group in
                    for n in 1...20 {
                        group.addTask {
                            await Task.yield()
                            return n
                        }
                    }
                    return await group.reduce(0, +)
                }
            }

            #expect(sum == 210)
        }
    }

    @Test("work handed to the global executor finishes the body wherever it completes")
    func detachedWorkCompletes() async throws {
        try await offThePool {
            let value = CallerThreadExecutor.run {
                await Task.detached { () -> Int in
                    usleep(10_000)
                    return 7
                }.value
            }

            #expect(value == 7)
        }
    }
}
