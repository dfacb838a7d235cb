import Foundation
import Testing
@testable import TrendingData
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `MappedFile`: big files read by mapping, one mapping at a time, and a file cut short while
/// mapped read as zeros rather than ending the process. Serialized, and its faulting tests
/// exclusive of other suites' signal handlers: one test sets the SIGBUS handler, which
/// another's cut-short read meets.
@Suite("MappedFile", .serialized)
struct MappedFileTests {
    @Test("a big file reads back byte for byte through SafeFile, whole or up to a limit")
    func bigFile() throws {
        let (root, path) = try bigFile(count: 300 * 1024)
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(try SafeFile.read(path, upTo: .max, maximumSize: 1 << 20) == expected)
        #expect(try SafeFile.read(path, upTo: 200 * 1024, maximumSize: 1 << 20) == expected.prefix(200 * 1024))
    }

    #if os(Linux)
    @Test("one mapping at a time: a second read while the first is in use is read the usual way")
    func oneAtATime() throws {
        let (root, path) = try bigFile(count: MappedFile.threshold)
        defer { try? FileManager.default.removeItem(at: root) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }

        var first = mapping(fd, count: MappedFile.threshold)
        #expect(first != nil)
        #expect(MappedFile.data(fd, count: MappedFile.threshold) == nil)
        #expect(try SafeFile.read(path, upTo: .max, maximumSize: 1 << 20) == first, "read, not mapped, and the same bytes")
        first = nil
        #expect(mapping(fd, count: MappedFile.threshold) != nil, "free again once the first is gone")
    }

    @Test("a mapped file cut short by another program reads as zeros past its new end, and the process goes on")
    func cutShortWhileMapped() throws {
        try ProcessSignalHandlers.exclusively {
            let count = 256 * 1024
            let (root, path) = try bigFile(count: count)
            defer { try? FileManager.default.removeItem(at: root) }
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            let data = try #require(mapping(fd, count: count))
            let before = data[0]

            #expect(truncate(path, 4096) == 0)

            #expect(data[0] == before, "the page the file still has")
            #expect(data[200 * 1024] == 0)
            #expect(data[count - 1] == 0)
            #expect(data.suffix(count - 4096).allSatisfy { $0 == 0 })
        }
    }

    @Test("a SIGBUS handler put in by someone else after the first mapping (a terminal's crash restore) does not leave the next one uncovered")
    func handlerReplacedMeanwhile() throws {
        try ProcessSignalHandlers.exclusively {
            let count = 256 * 1024
            let (root, path) = try bigFile(count: count)
            defer { try? FileManager.default.removeItem(at: root) }
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            #expect(mapping(fd, count: count) != nil, "the guard is in")

            // What a crash restore's disarm used to do: the default handler, which dies of SIGBUS.
            _ = signal(SIGBUS, SIG_DFL)
            let data = try #require(mapping(fd, count: count))
            #expect(truncate(path, 4096) == 0)

            #expect(data[count - 1] == 0, "read as zeros; the process goes on")
        }
    }

    /// Other suites may hold the one mapping for a moment: ask until it is free.
    private func mapping(_ fd: Int32, count: Int) -> Data? {
        for _ in 0..<2000 {
            if let data = MappedFile.data(fd, count: count) { return data }
            usleep(1000)
        }
        return nil
    }
    #endif

    private func bigFile(count: Int) throws -> (URL, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let path = root.appendingPathComponent("big.json").path
        let bytes = Data((0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) })
        try bytes.write(to: URL(fileURLWithPath: path))
        return (root, path)
    }
}
