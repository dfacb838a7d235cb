import Foundation
import Testing
import TrendingData
#if canImport(Glibc)
import Glibc
#endif

/// The behaviours every `LocalStorageClient` must have, run against the real file client in a
/// temp folder.
@Suite("LocalStorageClient spec: FileSystemStorage")
struct FileSystemStorageSpecTests {
    @Test("reads nothing when nothing was written")
    func readMissing() throws {
        try withSUT { sut in
            let read = try sut.read("missing.json")
            #expect(read == nil)
        }
    }

    @Test("reads back what it wrote")
    func roundTrip() throws {
        try withSUT { sut in
            try sut.write(Data("hello".utf8), to: "a.json")
            #expect(try sut.read("a.json") == Data("hello".utf8))
        }
    }

    @Test("replaces earlier bytes on write")
    func overwrite() throws {
        try withSUT { sut in
            try sut.write(Data("a much longer first value".utf8), to: "a.json")
            try sut.write(Data("short".utf8), to: "a.json")
            #expect(try sut.read("a.json") == Data("short".utf8))
        }
    }

    @Test("reads bytes larger than one read buffer")
    func large() throws {
        try withSUT { sut in
            let big = Data((0..<300_000).map { UInt8($0 % 251) })
            try sut.write(big, to: "big.json")
            #expect(try sut.read("big.json") == big)
        }
    }

    @Test("deletes, and deleting nothing is no error")
    func delete() throws {
        try withSUT { sut in
            try sut.write(Data("x".utf8), to: "a.json")
            try sut.delete("a.json")
            try sut.delete("a.json")
            #expect(try sut.read("a.json") == nil)
        }
    }

    @Test("moves a file aside under a new name, keeping its bytes")
    func moveAside() throws {
        try withSUT { sut in
            try sut.write(Data("broken".utf8), to: "a.json")
            let movedTo = try sut.moveAside("a.json", suffix: "corrupt-1")
            #expect(movedTo.hasSuffix("/a.json.corrupt-1"))
            #expect(try sut.read("a.json") == nil)
            #expect(try sut.read("a.json.corrupt-1") == Data("broken".utf8))
        }
    }

    @Test("creates missing folders 0700 and files 0600, whatever the umask")
    func permissions() throws {
        let previous = umask(0)
        defer { umask(previous) }
        try withSUT(subfolder: "nested/trending") { sut in
            try sut.write(Data("x".utf8), to: "a.json")
            #expect(mode(of: sut.directory.path) == 0o700)
            #expect(mode(of: sut.directory.deletingLastPathComponent().path) == 0o700)
            #expect(mode(of: sut.path(for: "a.json")) == 0o600)
        }
    }

    @Test("leaves no temporary file behind after writing")
    func noTemporaryFiles() throws {
        try withSUT { sut in
            try sut.write(Data("x".utf8), to: "a.json")
            try sut.write(Data("y".utf8), to: "a.json")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sut.directory.path) == ["a.json"])
        }
    }

    @Test("rejects keys that would leave its folder", arguments: ["", "../escape.json", "a/b.json", "..", "."])
    func invalidKeys(key: String) throws {
        try withSUT { sut in
            #expect(throws: StorageError.self) { try sut.write(Data("x".utf8), to: key) }
            #expect(throws: StorageError.self) { try sut.read(key) }
        }
    }

    @Test("reports a folder it cannot create as an I/O error")
    func unwritable() throws {
        try withSUT { sut in
            // A regular file where a folder must go makes mkdir fail, even for root.
            try sut.write(Data("x".utf8), to: "blocker")
            let blocked = FileSystemStorage(directory: sut.directory.appendingPathComponent("blocker/sub"))
            #expect(throws: StorageError.self) { try blocked.write(Data("x".utf8), to: "a.json") }
        }
    }

    // MARK: - Helpers

    private func withSUT(subfolder: String = "trending", _ body: (FileSystemStorage) throws -> Void) throws {
        let root = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try body(FileSystemStorage(directory: root.appendingPathComponent(subfolder)))
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o777
    }
}
