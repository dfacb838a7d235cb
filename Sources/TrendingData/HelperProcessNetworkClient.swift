#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// A `NetworkClient` that hands each request to `trending-fetch`, a helper process started on
/// the first request and kept for the rest of the command.
///
/// Only the helper links FoundationNetworking and libcurl (with its thirty-odd libraries), so a
/// run that never touches the network, such as a list from the cache, never loads them. Requests
/// go one at a time; a helper that stops answering is killed at the request's deadline.
public final class HelperProcessNetworkClient: NetworkClient, @unchecked Sendable {
    public static let helperName = "trending-fetch"
    /// What the helper may take beyond the request's own deadline, which it enforces itself.
    static let grace: TimeInterval = 2

    private let helperPath: String
    private let environment: [String: String]
    private let lock = ThreadLock()
    private var helper: Helper?

    /// - Parameter helperPath: the `trending-fetch` executable; see `helperPath(beside:)`.
    public init(helperPath: String, environment: [String: String]) {
        self.helperPath = helperPath
        self.environment = environment
    }

    /// `trending-fetch` beside the running executable, where `swift build` and an install put it.
    public static func helperPath(beside executable: String = currentExecutable()) -> String {
        URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(helperName).path
    }

    public static func currentExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        // The exchange blocks on pipes; it runs on a dispatch worker, off Swift's small cooperative pool.
        let result: Result<HTTPResponse, NetworkError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: self.exchange(request)) }
        }
        return try result.get()
    }

    /// Starts the helper now, so its start-up overlaps the caller's own work.
    public func prepare() {
        lock.withLock { _ = try? runningHelper() }
    }

    private func exchange(_ request: HTTPRequest) -> Result<HTTPResponse, NetworkError> {
        lock.withLock {
            do {
                let helper = try runningHelper()
                let deadline = Date().addingTimeInterval(request.timeout + Self.grace)
                try helper.write(FetchWire.frame(FetchWire.encode(request)))
                let head = try helper.readFrame(before: deadline)
                let body = try helper.readFrame(before: deadline)
                return FetchWire.decodeResult(head: head, body: body)
            } catch let error as HelperError {
                stopHelper()
                return .failure(error.networkError)
            } catch {
                stopHelper()
                return .failure(.transport("cannot talk to \(Self.helperName): \(error)"))
            }
        }
    }

    private func runningHelper() throws -> Helper {
        if let helper, helper.process.isRunning { return helper }
        guard FileManager.default.isExecutableFile(atPath: helperPath) else {
            throw HelperError.missing(helperPath)
        }
        let started = try Helper(path: helperPath, environment: environment)
        helper = started
        return started
    }

    private func stopHelper() {
        helper?.kill()
        helper = nil
    }

    deinit {
        helper?.close()
    }
}

private enum HelperError: Error {
    case missing(String)
    case stopped
    case timedOut

    var networkError: NetworkError {
        switch self {
        case .missing(let path): .transport("\(HelperProcessNetworkClient.helperName), the network helper, is missing at \(path); install it beside trending")
        case .stopped: .transport("\(HelperProcessNetworkClient.helperName), the network helper, stopped")
        case .timedOut: .timedOut
        }
    }
}

/// One running helper and the two pipes to it.
private final class Helper {
    let process: Subprocess

    init(path: String, environment: [String: String]) throws {
        process = try Subprocess(executable: path, environment: environment, standardInput: .pipe, standardOutput: .pipe)
    }

    func write(_ data: Data) throws {
        // A helper that died must not take this process with it through SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        guard let fd = process.standardInput, FileDescriptorIO.writeAll(data, to: fd) == nil else {
            throw HelperError.stopped
        }
    }

    /// `[UInt32 length][bytes]`, or an error when the helper stops or the deadline passes.
    func readFrame(before deadline: Date) throws -> Data {
        let header = try read(4, before: deadline)
        let length = header.reduce(0) { ($0 << 8) | Int($1) }
        return try read(length, before: deadline)
    }

    private func read(_ count: Int, before deadline: Date) throws -> Data {
        guard let fd = process.standardOutput else { throw HelperError.stopped }
        var data = Data(capacity: count)
        var buffer = [UInt8](repeating: 0, count: min(max(count, 1), 256 * 1024))
        while data.count < count {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw HelperError.timedOut }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, Double(Int32.max))))
            if ready < 0 {
                if errno == EINTR { continue }
                throw HelperError.stopped
            }
            if ready == 0 { continue }
            let wanted = min(buffer.count, count - data.count)
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw HelperError.stopped
            }
            if got == 0 { throw HelperError.stopped }
            data.append(contentsOf: buffer[0..<got])
        }
        return data
    }

    func kill() {
        if process.isRunning {
            process.send(SIGKILL)
            process.waitForExit()
        }
        close()
    }

    /// Closing its input ends the helper's loop; it exits by itself.
    func close() {
        process.closeStandardInput()
        process.closeOutputs()
    }
}
