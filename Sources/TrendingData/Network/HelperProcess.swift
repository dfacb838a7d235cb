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
    /// The start of what the helper wrote to stderr (never the user's terminal): said when it stops.
    private var said = Data()
    /// False once the helper's stderr is at its end: no more polled.
    private var saysMore = true
    static let saidLimit = 4096

    init(path: String, environment: [String: String]) throws {
        // A crash of the system's HTTP library on an answer prints no report of a hundred lines.
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        do {
            // posix_spawn, not Foundation's `Process`: the main binary links FoundationEssentials only.
            process = try Subprocess(
                executable: path, environment: environment, standardInput: .pipe, standardOutput: .pipe, standardError: .pipe
            )
        } catch {
            throw HelperFailure.cannotStart(error.description)
        }
        HelperProcessRegistry.add(process.processIdentifier)
    }

    var isRunning: Bool { process.isRunning }

    /// The first exchange: the helper must name the wire version this `trending` speaks.
    func shakeHands(before deadline: Date, brokenAfter wait: TimeInterval) throws {
        guard !handshaken else { return }
        let brokenAt = Date().addingTimeInterval(wait)
        guard let hello = FetchWireFraming.frame(FetchWireHandshake.hello()) else { return }
        try write(hello)
        let answer: Data
        do {
            answer = try readFrame(before: min(deadline, brokenAt))
        } catch HelperFailure.timedOut where brokenAt <= deadline {
            throw HelperFailure.broken("\(HelperProcessNetworkClient.helperName) started but did not answer its handshake within \(Int(wait)) s")
        }
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
            throw stopped()
        }
    }

    /// One frame, or an error when the helper stops, floods, or the deadline passes.
    func readFrame(before deadline: Date) throws -> Data {
        do {
            return try FetchWireFraming.readFrame { count throws(WireError) in try read(count, before: deadline) }
        } catch .closed {
            throw stopped()
        } catch .timedOut {
            throw HelperFailure.timedOut
        } catch .frameTooLong(let length) {
            throw HelperFailure.broken(
                "\(HelperProcessNetworkClient.helperName) sent a frame of \(length) bytes, more than the \(FetchWireFraming.maxFrameLength / (1024 * 1024)) MiB the wire allows"
            )
        }
    }

    /// Why the helper stopped: the system's HTTP library's fatal error on an answer, or anything
    /// else, with the first line it said.
    private func stopped() -> HelperFailure {
        drainSaid(waitingUpTo: 0.5)
        let text = String(decoding: said, as: UTF8.self)
        if text.contains("Fatal error:"), text.contains("FoundationNetworking") { return .libraryStopped }
        let first = text.split(whereSeparator: \.isNewline).first.map(String.init)
        return .stopped(first.map { String($0.prefix(200)) })
    }

    /// Reads what the helper wrote to stderr (kept up to `saidLimit`, the rest read and dropped,
    /// so it never blocks on a full pipe), until it is closed or `wait` passes.
    private func drainSaid(waitingUpTo wait: TimeInterval) {
        guard let fd = process.standardError, saysMore else { return }
        let until = Date().addingTimeInterval(wait)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(0, until.timeIntervalSinceNow) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return }
            let got = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                saysMore = false
                return
            }
            if said.count < Self.saidLimit { said.append(contentsOf: buffer[0..<min(got, Self.saidLimit - said.count)]) }
        }
    }

    private func read(_ count: Int, before deadline: Date) throws(WireError) -> Data {
        guard let fd = process.standardOutput else { throw .closed }
        var data = Data(capacity: min(count, 1024 * 1024))
        var buffer = [UInt8](repeating: 0, count: min(max(count, 1), 256 * 1024))
        while data.count < count {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw .timedOut }
            var pollers = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: saysMore ? process.standardError ?? -1 : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&pollers, 2, Int32(min(remaining * 1000, Double(Int32.max))))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            if pollers[1].revents != 0 { drainSaid(waitingUpTo: 0) }
            if pollers[0].revents == 0 { continue }
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
