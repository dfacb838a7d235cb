import Foundation
import Testing
import TrendingData
import TrendingTestSupport

/// The storage spec's locking and listing behaviours, against the real file client.
@Suite("LocalStorageClient spec: locking")
struct FileSystemStorageLockTests {
    @Test("serializes read-modify-writes from many clients on one folder")
    func serializes() async throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let workers = 8, increments = 25

        try await offThePool { DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // A storage per worker: separate descriptors contend for the flock like processes do.
            let storage = FileSystemStorage(directory: root)
            for _ in 0..<increments {
                _ = try? storage.withExclusiveLock { () throws(StorageError) in
                    let current = try storage.read("counter").flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
                    try storage.write(Data(String(current + 1).utf8), to: "counter")
                }
            }
        } }

        let final = try FileSystemStorage(directory: root).read("counter").flatMap { Int(String(decoding: $0, as: UTF8.self)) }
        #expect(final == workers * increments)
    }

    @Test("tells once that it is waiting, polls on the injected sleep, then gives up after its bounded wait")
    func boundedWait() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let waits = Recorder<String>()
        let time = ManualClock()
        let holder = FileSystemStorage(directory: root)
        let waiter = FileSystemStorage(
            directory: root, lockTimeout: 0.2, onLockWait: { waits.append("waiting") },
            clock: time.clock, sleep: time.syncSleep
        )

        try holder.withExclusiveLock { () throws(StorageError) in
            #expect(throws: StorageError.lockTimeout("another trending process has held \(root.path)/.lock for over 0 s")) {
                try waiter.withExclusiveLock { () throws(StorageError) in }
            }
            return
        }

        #expect(waits.values == ["waiting"])
        #expect((10...11).contains(time.sleeps.count), "0.2 s of 0.02 s polls, none of them real: \(time.sleeps)")
        #expect(time.sleeps.allSatisfy { $0 == FileSystemStorage.lockPollInterval })
        let ran = Recorder<String>()
        try waiter.withExclusiveLock { () throws(StorageError) in ran.append("body") }
        #expect(ran.values == ["body"], "the lock is free once its holder lets go")
    }

    @Test("lists stored keys, leaving out its lock and temporary files")
    func keys() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let storage = FileSystemStorage(directory: root)
        #expect(try storage.keys().isEmpty, "a folder that does not exist yet holds nothing")

        try storage.withExclusiveLock { () throws(StorageError) in
            try storage.write(Data("1".utf8), to: "a.json")
            try storage.write(Data("2".utf8), to: "b.json")
        }

        #expect(try storage.keys().sorted() == ["a.json", "b.json"])
    }
}
