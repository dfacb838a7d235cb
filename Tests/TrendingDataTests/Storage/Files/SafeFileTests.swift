import Foundation
import Testing
@testable import TrendingData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `SafeFile` on its own: what it reads, what it refuses, and that it never writes through a link.
@Suite("SafeFile")
struct SafeFileTests {
    @Test("reading a missing file gives nil; one under a file in a folder's place is an error naming it, never read as empty")
    func missing() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("x".utf8).write(to: root.appendingPathComponent("file"))

        #expect(try SafeFile.read(root.appendingPathComponent("none").path, upTo: .max, maximumSize: 1024) == nil)
        #expect(throws: StorageError.io(.failed(
            .read, path: root.appendingPathComponent("file/inner").path, reason: "\(root.appendingPathComponent("file").path) is a file, not a folder; nothing was read or written there"
        ))) { try SafeFile.read(root.appendingPathComponent("file/inner").path, upTo: .max, maximumSize: 1024) }
    }

    @Test("a regular file is read whole, or up to the limit asked for")
    func regular() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a.json").path
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))

        #expect(try SafeFile.read(path, upTo: .max, maximumSize: 1024) == Data("0123456789".utf8))
        #expect(try SafeFile.read(path, upTo: 4, maximumSize: 1024) == Data("0123".utf8))
        #expect(try SafeFile.read(path, upTo: -1, maximumSize: 1024) == Data())
    }

    @Test("a FIFO is refused at once, never waited on")
    func fifo() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)

        #expect(throws: StorageError.refused(.notRegularFile(path: path, kind: .fifo))) { try SafeFile.read(path, upTo: .max, maximumSize: 1024) }
    }

    @Test("a file past the size cap is refused unread, one at the cap is read")
    func sizeCap() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cap = 1024 * 1024
        let edge = root.appendingPathComponent("edge").path
        let over = root.appendingPathComponent("over").path
        try sparse(edge, bytes: cap)
        try sparse(over, bytes: cap + 1)

        #expect(try SafeFile.read(edge, upTo: .max, maximumSize: cap)?.count == cap)
        #expect(throws: StorageError.refused(.tooLarge(path: over, bytes: cap + 1, limitMiB: 1))) {
            try SafeFile.read(over, upTo: 16, maximumSize: cap)
        }
    }

    @Test("a new file is written whole, readable by its owner only")
    func writesNew() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("new").path

        try SafeFile.writeNew(Data("hello".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("hello".utf8))
        #expect(try permissions(path) == 0o600)
    }

    @Test("a file or link already at the new file's path is refused and left as it was")
    func refusesPlanted() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("target").path
        let link = root.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let existing = root.appendingPathComponent("existing").path
        try Data("kept".utf8).write(to: URL(fileURLWithPath: existing))

        #expect(throws: StorageError.self) { try SafeFile.writeNew(Data("x".utf8), to: link) }
        #expect(throws: StorageError.self) { try SafeFile.writeNew(Data("x".utf8), to: existing) }
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(FileManager.default.contents(atPath: existing) == Data("kept".utf8))
    }

    @Test("a lock is created 0600 as a regular file; a linked or FIFO lock is refused")
    func lock() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(".lock").path
        let link = root.appendingPathComponent("link").path
        let fifo = root.appendingPathComponent("fifo").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root.appendingPathComponent("target").path)
        #expect(mkfifo(fifo, 0o600) == 0)

        let fd = try SafeFile.openLock(path)
        close(fd)

        #expect(try permissions(path) == 0o600)
        #expect(throws: StorageError.io(.lockIsSymbolicLink(path: link))) {
            try SafeFile.openLock(link)
        }
        #expect(throws: StorageError.io(.lockNotRegularFile(path: fifo))) {
            try SafeFile.openLock(fifo)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("target").path))

        // Checked without taking or making it, as `bookmarks` and `hidden` check it (bb33 m r05).
        try SafeFile.checkLock(path)
        try SafeFile.checkLock(root.appendingPathComponent("none-yet").path)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("none-yet").path))
        #expect(throws: StorageError.io(.lockIsSymbolicLink(path: link))) { try SafeFile.checkLock(link) }
        #expect(throws: StorageError.io(.lockNotRegularFile(path: fifo))) { try SafeFile.checkLock(fifo) }
        // A folder: refused alike by the check and the open, in the same words (bb46 e3-D2).
        let folder = root.appendingPathComponent("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: StorageError.io(.lockNotRegularFile(path: folder))) { try SafeFile.checkLock(folder) }
        #expect(throws: StorageError.io(.lockNotRegularFile(path: folder))) { try SafeFile.openLock(folder) }
    }

    // MARK: - Helpers

    private func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trending-safefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private func sparse(_ path: String, bytes: Int) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(ftruncate(fd, off_t(bytes)) == 0)
    }

    private func permissions(_ path: String) throws -> Int {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return Int(info.st_mode & 0o777)
    }
}
