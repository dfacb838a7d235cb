import Foundation
import Testing
import TrendingData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The behaviours every `LocalStorageClient` must have (essential-feed's `FeedStoreSpecs`), run
/// against the real file client in a temp folder and against the tests' in-memory double, so the
/// double can't drift from what it stands in for.
@Suite("LocalStorageClient specs")
struct LocalStorageClientSpecs {
    /// The clients the specs run against.
    enum Client: String, CaseIterable, CustomTestStringConvertible {
        case fileSystem, inMemory
        var testDescription: String { rawValue }
    }

    @Test("reads nothing when nothing was written", arguments: Client.allCases)
    func readMissing(client: Client) throws {
        try withSUT(client) { sut in
            let read = try sut.read("missing.json")
            #expect(read == nil)
        }
    }

    @Test("reads back what it wrote", arguments: Client.allCases)
    func roundTrip(client: Client) throws {
        try withSUT(client) { sut in
            try sut.write(Data("hello".utf8), to: "a.json")
            #expect(try sut.read("a.json") == Data("hello".utf8))
        }
    }

    @Test("replaces earlier bytes on write", arguments: Client.allCases)
    func overwrite(client: Client) throws {
        try withSUT(client) { sut in
            try sut.write(Data("a much longer first value".utf8), to: "a.json")
            try sut.write(Data("short".utf8), to: "a.json")
            #expect(try sut.read("a.json") == Data("short".utf8))
        }
    }

    @Test("reads a file's head: at most the bytes asked for, all of a shorter file, nothing of a missing one", arguments: Client.allCases)
    func head(client: Client) throws {
        try withSUT(client) { sut in
            let big = Data((0..<300_000).map { UInt8($0 % 251) })
            try sut.write(big, to: "big.json")
            try sut.write(Data("short".utf8), to: "a.json")

            #expect(try sut.read("big.json", upTo: 65_536) == big.prefix(65_536))
            #expect(try sut.read("big.json", upTo: 0) == Data())
            #expect(try sut.read("a.json", upTo: 65_536) == Data("short".utf8))
            #expect(try sut.read("missing.json", upTo: 10) == nil)
        }
    }

    @Test("reads bytes larger than one read buffer", arguments: Client.allCases)
    func large(client: Client) throws {
        try withSUT(client) { sut in
            let big = Data((0..<300_000).map { UInt8($0 % 251) })
            try sut.write(big, to: "big.json")
            #expect(try sut.read("big.json") == big)
        }
    }

    @Test("deletes, and deleting nothing is no error", arguments: Client.allCases)
    func delete(client: Client) throws {
        try withSUT(client) { sut in
            try sut.write(Data("x".utf8), to: "a.json")
            try sut.delete("a.json")
            try sut.delete("a.json")
            #expect(try sut.read("a.json") == nil)
        }
    }

    @Test("moves a file aside under a new name, keeping its bytes; moving nothing is an error", arguments: Client.allCases)
    func moveAside(client: Client) throws {
        try withSUT(client) { sut in
            try sut.write(Data("broken".utf8), to: "a.json")
            let movedTo = try sut.moveAside("a.json", suffix: "corrupt-1")
            #expect(movedTo.hasSuffix("/a.json.corrupt-1"))
            #expect(try sut.read("a.json") == nil)
            #expect(try sut.read("a.json.corrupt-1") == Data("broken".utf8))
            #expect(throws: StorageError.self) { try sut.moveAside("missing.json", suffix: "corrupt-2") }
        }
    }

    @Test("lists what it stores, and nothing before the first write", arguments: Client.allCases)
    func keys(client: Client) throws {
        try withSUT(client) { sut in
            #expect(try sut.keys().isEmpty)
            try sut.write(Data("1".utf8), to: "a.json")
            try sut.write(Data("2".utf8), to: "b.json")
            #expect(try sut.keys().sorted() == ["a.json", "b.json"])
        }
    }

    @Test("runs a change under its lock and returns its result", arguments: Client.allCases)
    func lock(client: Client) throws {
        try withSUT(client) { sut in
            let result = try sut.withExclusiveLock { () throws(StorageError) -> Int in
                try sut.write(Data("x".utf8), to: "a.json")
                return 42
            }
            #expect(result == 42)
            #expect(try sut.read("a.json") == Data("x".utf8))
        }
    }

    @Test("rejects keys that would leave its folder", arguments: Client.allCases, ["", "../escape.json", "a/b.json", "..", "."])
    func invalidKeys(client: Client, key: String) throws {
        try withSUT(client) { sut in
            #expect(throws: StorageError.self) { try sut.write(Data("x".utf8), to: key) }
            #expect(throws: StorageError.self) { try sut.read(key) }
            #expect(throws: StorageError.self) { try sut.delete(key) }
        }
    }

    // MARK: - Helpers

    private func withSUT(_ client: Client, _ body: (any LocalStorageClient) throws -> Void) throws {
        switch client {
        case .inMemory:
            try body(InMemoryStorage())
        case .fileSystem:
            let root = makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try body(FileSystemStorage(directory: root.appendingPathComponent("trending")))
        }
    }
}
