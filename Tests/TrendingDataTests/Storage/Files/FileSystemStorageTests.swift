import Foundation
import Testing
import TrendingData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What only the file client does: permissions, temporary files, folders.
@Suite("FileSystemStorage")
struct FileSystemStorageTests {
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
