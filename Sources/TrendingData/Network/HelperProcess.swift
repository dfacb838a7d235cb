#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running `trending-fetch` and the two pipes to it; it speaks `FetchWireFraming` after a
/// `FetchWireHandshake`.
final class HelperProcess {
    private let process: Subprocess
    private var handshaken = false

    init(path: String, environment: [String: String]) throws {
        do {
            // posix_spawn, not Foundation's `Process`: the main binary links FoundationEssentials only.
            process = try Subprocess(executable: path, environment: environment, standardInput: .pipe, standardOutput: .pipe)
        } catch {
            throw HelperFailure.cannotStart(error.description)
        }
        HelperProcessRegistry.add(process.processIdentifier)
    }

    var isRunning: Bool { process.isRunning }

    /// The first exchange: the helper must name the wire version this `trending` speaks.
    func shakeHands(before deadline: Date) throws {
        guard !handshaken else { return }
        guard let hello = FetchWireFraming.frame(FetchWireHandshake.hello()) else { return }
        try write(hello)
        let answer = try readFrame(before: deadline)
        guard let version = FetchWireHandshake.helperVersion(answer) else {
            throw HelperFailure.broken("\(HelperProcessNetworkClient.helperName) answered the handshake with something unreadable")
        }
        guard version == FetchWireHandshake.version else {
            throw HelperFailure.broken(FetchWireHandshake.mismatch(helper: version))
        }
        handshaken = true
    }

    func write(_ data: Data) throws {
        // A helper that died must not take this process with it through SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        guard let fd = process.standardInput, FileDescriptorIO.writeAll(data, to: fd) == nil else {
            throw HelperFailure.stopped
        }
    }

    /// One frame, or an error when the helper stops, floods, or the deadline passes.
    func readFrame(before deadline: Date) throws -> Data {
        do {
            return try FetchWireFraming.readFrame { count throws(WireError) in try read(count, before: deadline) }
        } catch .closed {
            throw HelperFailure.stopped
        } catch .timedOut {
            throw HelperFailure.timedOut
        } catch .frameTooLong(let length) {
            throw HelperFailure.broken(
                "\(HelperProcessNetworkClient.helperName) sent a frame of \(length) bytes, more than the \(FetchWireFraming.maxFrameLength / (1024 * 1024)) MiB the wire allows"
            )
        }
    }

    private func read(_ count: Int, before deadline: Date) throws(WireError) -> Data {
        guard let fd = process.standardOutput else { throw .closed }
        var data = Data(capacity: min(count, 1024 * 1024))
        var buffer = [UInt8](repeating: 0, count: min(max(count, 1), 256 * 1024))
        while data.count < count {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw .timedOut }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, Double(Int32.max))))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            if ready == 0 { continue }
            let wanted = min(buffer.count, count - data.count)
            let got = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            if got == 0 { throw .closed }
            data.append(contentsOf: buffer[0..<got])
        }
        return data
    }

    func kill() {
        if process.isRunning {
            process.send(SIGKILL)
            process.waitForExit()
        }
        HelperProcessRegistry.remove(process.processIdentifier)
        close()
    }

    /// Closing its input ends the helper's loop; it exits by itself.
    func close() {
        process.closeStandardInput()
        process.closeOutputs()
    }
}
