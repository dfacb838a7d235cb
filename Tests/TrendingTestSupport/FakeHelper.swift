import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stand-ins for `trending-fetch` that break the wire in one way each: tiny shell scripts
/// installed in a temp folder, beside a copy of `trending` when an end-to-end test needs one.
public enum FakeHelper: String, CaseIterable, Sendable {
    /// Writes "y\n" forever: a length prefix of about 2 GB, then more.
    case flood
    /// A well-formed frame that is no handshake answer.
    case garbled
    /// Answers the hello as a helper from before the handshake did: a head saying it could
    /// not read the request.
    case stale
    /// Answers the handshake with a wire version from the future.
    case newer
    /// Exits at once.
    case dies
    /// Starts and never answers the handshake (a hung helper, or a wrapper that does not `exec`).
    case silent

    /// The script's text.
    public var script: String {
        switch self {
        case .flood: "#!/bin/sh\nexec yes\n"
        case .garbled: "#!/bin/sh\n" + Self.printf(Self.frame(Data("hello".utf8))) + "exec cat >/dev/null\n"
        case .stale:
            "#!/bin/sh\n" + Self.printf(Self.frame(Data(#"{"error":"transport","detail":"the request could not be read"}"#.utf8)) + Self.frame(Data()))
                + "exec cat >/dev/null\n"
        case .newer: "#!/bin/sh\n" + Self.printf(Self.frame(Data(#"{"trending-fetch":3}"#.utf8))) + "exec cat >/dev/null\n"
        case .dies: "#!/bin/sh\nexit 3\n"
        case .silent: "#!/bin/sh\ncat >/dev/null\n"
        }
    }

    /// A new temp folder holding this fake as `trending-fetch`; the caller removes it.
    public func install() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trending-fake-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("trending-fetch")
        // Close-on-exec: a child forked meanwhile by a parallel test must not keep the script
        // open for writing, which would make running it fail with ETXTBSY.
        let fd = open(path.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array(script.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        return directory
    }

    /// A new temp folder holding a copy of the built `trending` and, unless `helper` is nil,
    /// that fake beside it (nil: no helper at all). Returns the copy of `trending`.
    public static func trendingBeside(_ helper: FakeHelper?) throws -> URL {
        let directory: URL
        if let helper {
            directory = try helper.install()
        } else {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("trending-no-helper-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let copy = directory.appendingPathComponent("trending")
        // A hard link where the folders share a file system: a copy is open for writing while
        // it is made, and a child forked meanwhile by a parallel test would hold it so, making
        // its exec fail with ETXTBSY.
        let built = BinaryRunner.executableURL(named: "trending")
        if (try? FileManager.default.linkItem(at: built, to: copy)) == nil {
            try FileManager.default.copyItem(at: built, to: copy)
        }
        return copy
    }

    private static func frame(_ payload: Data) -> Data {
        let count = UInt32(payload.count)
        return Data([UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]) + payload
    }

    /// A `printf` line writing exactly these bytes, each as an octal escape.
    private static func printf(_ bytes: Data) -> String {
        "printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "'\n"
    }
}
