import Foundation

/// Runs the built `trending-fetch` with the test in `trending`'s place on the wire: the
/// handshake, one request, its answer; the helper is kept running until `finish`, so what
/// /proc says about it (its peak memory) can be read after the request and before it exits.
public final class HelperDriver {
    /// The helper's process id.
    public var pid: Int32 { process.processIdentifier }
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    public init() throws {
        process.executableURL = BinaryRunner.executableURL(named: "trending-fetch")
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try write(#"{"trending":2}"#)
        _ = try readFrame()
    }

    /// Sends a GET for `url` and returns the answer's head (JSON text) and body size.
    public func get(_ url: String, timeout: Double = 30) throws -> (head: String, bodyBytes: Int) {
        try write(#"{"url":"\#(url)","method":"GET","headers":{},"timeout":\#(timeout)}"#)
        let head = try readFrame()
        let body = try readFrame()
        return (String(decoding: head, as: UTF8.self), body.count)
    }

    /// Closes the helper's input, so it exits, and waits for it.
    public func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func write(_ json: String) throws {
        let payload = Data(json.utf8)
        let count = UInt32(payload.count)
        let prefix = Data([UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)])
        try input.fileHandleForWriting.write(contentsOf: prefix + payload)
    }

    private func readFrame() throws -> Data {
        let prefix = try read(4)
        return try read(prefix.reduce(0) { ($0 << 8) | Int($1) })
    }

    private func read(_ count: Int) throws -> Data {
        var data = Data()
        while data.count < count {
            guard let chunk = try output.fileHandleForReading.read(upToCount: count - data.count), !chunk.isEmpty else {
                throw CocoaError(.fileReadUnknown)
            }
            data.append(chunk)
        }
        return data
    }
}
