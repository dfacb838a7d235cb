import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TrendingData

/// What `FileSystemStorage` refuses to read: anything but a regular file, and a file past its
/// size cap, both before a byte is read and without blocking.
@Suite("FileSystemStorage: file kinds and sizes")
struct FileSystemStorageFileKindTests {
    @Test("a FIFO is refused at once, as read and as a head read, never waited on")
    func fifoRefused() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("state.json").path, 0o600) == 0)

        #expect(throws: StorageError.refused(.notRegularFile(path: sut.path(for: "state.json"), kind: .fifo))) { try sut.read("state.json") }
        #expect(throws: StorageError.self) { try sut.read("state.json", upTo: 10) }
    }

    @Test("a folder in a file's place is refused")
    func folderRefused() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("state.json"), withIntermediateDirectories: true)

        #expect(throws: StorageError.refused(.notRegularFile(path: sut.path(for: "state.json"), kind: .folder))) { try sut.read("state.json") }
    }

    @Test("a sparse file past the cap is refused unread; one at the cap is read")
    func sizeCap() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try sparse(root.appendingPathComponent("huge.json"), bytes: 2 << 30)
        try sparse(root.appendingPathComponent("edge.json"), bytes: FileSystemStorage.maximumFileSize)
        try sparse(root.appendingPathComponent("over.json"), bytes: FileSystemStorage.maximumFileSize + 1)

        #expect(throws: StorageError.refused(.tooLarge(path: sut.path(for: "huge.json"), bytes: 2 << 30, limitMiB: 64))) {
            try sut.read("huge.json")
        }
        #expect(throws: StorageError.self) { try sut.read("over.json", upTo: 16) }
        #expect(try sut.read("edge.json", upTo: 16) == Data(count: 16))
    }

    @Test("a file past the read cap is never written: the one there is kept, and a file at the cap is")
    func writeCap() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try sut.write(Data("{}".utf8), to: "state.json")

        #expect(throws: StorageError.self) { try sut.write(Data(count: FileSystemStorage.maximumFileSize + 1), to: "state.json") }
        #expect(try sut.read("state.json") == Data("{}".utf8))
        try sut.write(Data(count: FileSystemStorage.maximumFileSize), to: "edge.json")
        #expect(try sut.read("edge.json", upTo: 4) == Data(count: 4))
    }

    @Test("a refused file can be moved aside like any other")
    func refusedMovesAside() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("state.json").path, 0o600) == 0)

        let moved = try sut.moveAside("state.json", suffix: "corrupt-1")

        #expect(moved == sut.path(for: "state.json.corrupt-1"))
        #expect(try sut.read("state.json") == nil)
    }

    @Test("a lock file that is a FIFO is refused with an error, never locked or waited on")
    func fifoLock() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent(FileSystemStorage.lockKey).path, 0o600) == 0)

        #expect(throws: StorageError.io(.lockNotRegularFile(path: sut.path(for: FileSystemStorage.lockKey)))) {
            try sut.withExclusiveLock { () throws(StorageError) in }
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> (FileSystemStorage, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trending-kinds-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (FileSystemStorage(directory: root), root)
    }

    private func sparse(_ file: URL, bytes: Int) throws {
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(ftruncate(fd, off_t(bytes)) == 0)
    }
}
