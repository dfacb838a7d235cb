import Foundation
import Testing
import TrendingData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Symlinks, backups and leftovers: the storage never writes through a link or loses a backup.
@Suite("FileSystemStorage safety")
struct FileSystemStorageSafetyTests {
    @Test("a symlinked lock is refused, and nothing is created through it")
    func symlinkedLock() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let target = root.appendingPathComponent("target").path
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(".lock").path, withDestinationPath: target)

        #expect(throws: StorageError.self) { try sut.withExclusiveLock { () throws(StorageError) in 1 } }
        do {
            _ = try sut.withExclusiveLock { () throws(StorageError) in 1 }
        } catch {
            #expect(error == .io(.lockIsSymbolicLink(path: sut.path(for: FileSystemStorage.lockKey))))
        }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a file the user linked elsewhere (dotfiles) is written where the link points, and stays a link", arguments: [false, true])
    func symlinkedFile(relative: Bool) throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("state.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: sut.path(for: "state.json"), withDestinationPath: relative ? "dotfiles/state.json" : target.path)

        try sut.write(Data("new".utf8), to: "state.json")

        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sut.path(for: "state.json")) == (relative ? "dotfiles/state.json" : target.path))
        #expect(try sut.read("state.json") == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["state.json"], "no temporary file left")
    }

    @Test("a corrupt file behind a link is moved aside where it is, its bytes kept; the link stays, and the next write goes through it")
    func symlinkedFileMovedAside() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("state.json")
        try Data("{cut".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: sut.path(for: "state.json"), withDestinationPath: target.path)

        let backup = try sut.moveAside("state.json", suffix: "corrupt-1")
        try sut.write(Data("new".utf8), to: "state.json")

        #expect(backup == target.path + ".corrupt-1")
        #expect(try String(contentsOfFile: backup, encoding: .utf8) == "{cut")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sut.path(for: "state.json")) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }

    @Test("a chain of links whose last leads to a name not made yet (a file moved aside) is written at its end, every link kept")
    func chainToMissing() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let middle = dotfiles.appendingPathComponent("middle.json"), end = dotfiles.appendingPathComponent("state.json")
        try FileManager.default.createSymbolicLink(atPath: middle.path, withDestinationPath: "state.json")
        try FileManager.default.createSymbolicLink(atPath: sut.path(for: "state.json"), withDestinationPath: middle.path)

        try sut.write(Data("new".utf8), to: "state.json")

        #expect(try String(contentsOf: end, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle.path) == "state.json", "the middle link stays one")
    }

    @Test("a link to a file not made yet, in a folder that exists, is written there")
    func danglingSymlinkedFile() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("state.json")
        try FileManager.default.createSymbolicLink(atPath: sut.path(for: "state.json"), withDestinationPath: target.path)

        try sut.write(Data("new".utf8), to: "state.json")

        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sut.path(for: "state.json")) == target.path)
    }

    @Test("a link leading nowhere a file can be (its folder missing, a folder) is neither read as empty nor replaced: an error names it, the link stays", arguments: ["missing", "folder"])
    func brokenSymlinkedFile(kind: String) throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let target = kind == "missing" ? root.appendingPathComponent("unmounted/dotfiles/state.json").path : root.path
        let link = sut.path(for: "state.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let reason = kind == "missing"
            ? "it is a symbolic link to \(target), whose folder does not exist; the link was left as it is"
            : "it is a symbolic link to \(target), which is not a regular file; the link was left as it is"
        #expect(throws: StorageError.io(.failed(.read, path: link, reason: reason))) { try sut.read("state.json") }
        #expect(throws: StorageError.self) { try sut.write(Data("new".utf8), to: "state.json") }

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link stays")
    }

    @Test("a state folder linked to nowhere (a volume not mounted) or with a file in a folder's place is an error naming it, never read as empty; a folder not made yet is a first run", arguments: ["dangling", "file", "fresh"])
    func unreachableFolder(kind: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let state = root.appendingPathComponent("state")
        switch kind {
        case "dangling": try FileManager.default.createSymbolicLink(atPath: state.path, withDestinationPath: root.appendingPathComponent("usb/trending").path)
        case "file": try Data("x".utf8).write(to: state)
        default: break
        }
        let sut = FileSystemStorage(directory: state.appendingPathComponent("trending"))

        if kind == "fresh" {
            #expect(try sut.read("state.json") == nil)
        } else {
            #expect(throws: StorageError.self) { try sut.read("state.json") }
        }
        if kind == "dangling" {
            // The lock a bookmark takes names the link too, not "no such file".
            do {
                try sut.withExclusiveLock { () throws(StorageError) in }
                Issue.record("the lock was taken behind a link to nowhere")
            } catch {
                #expect("\(error)".contains("which does not exist"), "\(error)")
            }
        }
    }

    @Test("backups moved aside in the same second never overwrite each other")
    func distinctBackups() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        var moved: [String] = []
        for index in 1...3 {
            try sut.write(Data("\(index)".utf8), to: "state.json")
            moved.append(try sut.moveAside("state.json", suffix: "corrupt-1795435200"))
        }

        #expect(Set(moved).count == 3)
        #expect(moved.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" } == ["1", "2", "3"])
    }

    @Test("a write removes temp files older than a minute, and no others")
    func staleTemporaryFiles() throws {
        let (sut, root) = makeSUT()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let stale = root.appendingPathComponent(".state.json.tmp-1-2").path
        let fresh = root.appendingPathComponent(".state.json.tmp-3-4").path
        let other = root.appendingPathComponent(".other").path
        for path in [stale, fresh, other] { #expect(FileManager.default.createFile(atPath: path, contents: Data())) }
        for path in [stale, other] {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-61)], ofItemAtPath: path)
        }

        try sut.write(Data("x".utf8), to: "history.json")

        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh) && FileManager.default.fileExists(atPath: other))
    }

    @Test("a key's path is the folder's path and the key, as URL would join them; an empty folder is the working directory", arguments: [
        "/tmp/t", "/tmp/t/", "/", "rel", "",
    ])
    func keyPaths(folder: String) {
        let sut = FileSystemStorage(path: folder)
        let joined = URL(fileURLWithPath: folder).appendingPathComponent("state.json").path
        #expect(URL(fileURLWithPath: sut.path(for: "state.json")).standardizedFileURL.path == URL(fileURLWithPath: joined).standardizedFileURL.path)
        #expect(FileSystemStorage(directory: URL(fileURLWithPath: "/tmp/t", isDirectory: true)).path(for: "a.json") == "/tmp/t/a.json")
    }

    // MARK: - Helpers

    private func makeSUT() -> (FileSystemStorage, URL) {
        let root = makeTemporaryDirectory()
        return (FileSystemStorage(directory: root), root)
    }
}
