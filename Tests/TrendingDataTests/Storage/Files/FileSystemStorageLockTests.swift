import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

        var sleptBefore = 0
        try holder.withExclusiveLock { () throws(StorageError) in
            #expect(throws: StorageError.lockTimeout(.lockHeld(path: "\(root.path)/.lock", seconds: 0.2))) {
                try waiter.withExclusiveLock { () throws(StorageError) in }
            }
            sleptBefore = time.sleeps.count
            // A wait that ran out is not waited again in this process: one run pays it once.
            #expect(throws: StorageError.lockTimeout(.lockHeld(path: "\(root.path)/.lock", seconds: 0.2))) {
                try waiter.withExclusiveLock { () throws(StorageError) in }
            }
            return
        }

        #expect((1...4).contains(time.sleeps.count - sleptBefore), "the second attempt took a few polls, not the wait")
        #expect(waits.values == ["waiting"], "the second attempt said no wait either")
        #expect((10...11).contains(sleptBefore), "0.2 s of 0.02 s polls, none of them real: \(time.sleeps)")
        #expect(time.sleeps.allSatisfy { $0 == FileSystemStorage.lockPollInterval })
        // The lock is free once its holder lets go. A child another test is starting may hold a
        // copy of it until it starts (as the product allows for): asked again over real time.
        let ran = Recorder<String>()
        let free = FileSystemStorage(directory: root)
        let until = Date().addingTimeInterval(10)
        while ran.values.isEmpty {
            do {
                try free.withExclusiveLock { () throws(StorageError) in ran.append("body") }
            } catch {
                guard Date() < until else { throw error }
            }
        }
        #expect(ran.values == ["body"])
    }

    @Test("after a wait ran out, a lock let go an instant late (a process starting holds its copy) is still taken")
    func freedAnInstantLate() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let time = ManualClock()
        let lockPath = root.appendingPathComponent(FileSystemStorage.lockKey).path
        let held = Recorder<Int32>()
        // Another process's copy of the lock: let go at the first poll once the wait ran out.
        let waiter = FileSystemStorage(directory: root, lockTimeout: 0.2, clock: time.clock, sleep: { seconds in
            time.syncSleep(seconds)
            if time.sleeps.count > 11, let fd = held.values.first { flock(fd, LOCK_UN) }
        })
        try FileSystemStorage(directory: root).withExclusiveLock { () throws(StorageError) in }
        let fd = open(lockPath, O_RDWR | O_CLOEXEC)
        defer { close(fd) }
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        held.append(fd)
        #expect(throws: StorageError.lockTimeout(.lockHeld(path: lockPath, seconds: 0.2))) {
            try waiter.withExclusiveLock { () throws(StorageError) in }
        }

        let ran = Recorder<String>()
        try waiter.withExclusiveLock { () throws(StorageError) in ran.append("body") }
        #expect(ran.values == ["body"])
    }

    @Test("a queue of processes taking turns is waited out: the bound is for one holder that keeps the lock")
    func queueTakesTurns() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let time = ManualClock()
        let lockPath = root.appendingPathComponent(FileSystemStorage.lockKey).path
        let turns = Recorder<Int>()
        // While the waiter polls, another process has its turn every 0.1 s for two seconds: it
        // stamps the lock file as it takes the lock. Then one holder keeps it.
        let waiter = FileSystemStorage(directory: root, lockTimeout: 0.2, clock: time.clock, sleep: { seconds in
            time.syncSleep(seconds)
            let polls = time.sleeps.count
            guard polls <= 100, polls.isMultiple(of: 5) else { return }
            turns.append(polls)
            var stamps = [timespec(tv_sec: 1_795_435_200 + polls, tv_nsec: 0), timespec(tv_sec: 1_795_435_200 + polls, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, lockPath, &stamps, 0)
        })
        let holder = FileSystemStorage(directory: root)

        try holder.withExclusiveLock { () throws(StorageError) in
            #expect(throws: StorageError.lockTimeout(.lockHeld(path: lockPath, seconds: 0.2))) {
                try waiter.withExclusiveLock { () throws(StorageError) in }
            }
            return
        }

        #expect(turns.values.count == 20)
        #expect((110...111).contains(time.sleeps.count), "2 s of turns, then 0.2 s of one holder: \(time.sleeps.count) polls")
    }

    @Test("the one who takes the lock stamps it, so the others see the lock move on")
    func takingStamps() throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let storage = FileSystemStorage(directory: root)
        let lockPath = root.appendingPathComponent(FileSystemStorage.lockKey).path
        try storage.withExclusiveLock { () throws(StorageError) in }
        var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, lockPath, &old, 0)

        try storage.withExclusiveLock { () throws(StorageError) in }

        var info = stat()
        #expect(stat(lockPath, &info) == 0 && info.st_mtim.tv_sec > 1_000_000_000)
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
