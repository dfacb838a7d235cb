import Foundation
import Testing
import TrendingData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole reads from a file: small ones into `malloc`ed memory, big ones into a mapping.
@Suite("FileDescriptorIO.read")
struct FileDescriptorIOTests {
    @Test("reads exactly the bytes asked for, small or big", arguments: [0, 1, 4096, 128 * 1024 - 1, 128 * 1024, 3 * 1024 * 1024 + 7])
    func exact(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let fd = try file(holding: bytes)
        defer { close(fd) }

        let data = try #require(FileDescriptorIO.read(count, from: fd))

        #expect(data == Data(bytes))
        #expect(data.count == count)
    }

    @Test("big reads one after another, and alive at once, each hold their own bytes: the mapping a read leaves is reused only once it is free")
    func reuse() throws {
        func pattern(_ count: Int, _ seed: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* seed &+ $0 >> 7) } }
        var kept: [(Data, [UInt8])] = []
        for (index, count) in [300_000, 200_000, 900_000, 1_500_000, 150_000, 2_100_000, 400_000].enumerated() {
            let bytes = pattern(count, index * 2 + 3)
            let fd = try file(holding: bytes)
            defer { close(fd) }
            let data = try #require(FileDescriptorIO.read(count, from: fd))
            #expect(data == Data(bytes), "\(count)")
            // Every other one stays alive while the next are read.
            if index.isMultiple(of: 2) { kept.append((data, bytes)) }
        }
        for (data, bytes) in kept { #expect(data == Data(bytes)) }
    }

    @Test("a file shorter than asked is nil, small or big", arguments: [10, 200 * 1024])
    func short(count: Int) throws {
        let fd = try file(holding: [UInt8](repeating: 7, count: count - 1))
        defer { close(fd) }

        #expect(FileDescriptorIO.read(count, from: fd) == nil)
    }

    @Test("a big read outlives copies of it and its own release")
    func lifetime() throws {
        let bytes = [UInt8](repeating: 0x5A, count: 512 * 1024)
        let fd = try file(holding: bytes)
        defer { close(fd) }
        var copy = Data()

        do {
            let data = try #require(FileDescriptorIO.read(bytes.count, from: fd))
            copy = data
        }

        #expect(copy == Data(bytes))
        copy.append(1)
        #expect(copy.count == bytes.count + 1)
    }

    private func file(holding bytes: [UInt8]) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fdio-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        unlink(path)
        try #require(fd >= 0)
        return fd
    }
}
