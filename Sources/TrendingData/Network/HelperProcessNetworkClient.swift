#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import TrendingDomain

/// A `NetworkClient` that hands each request to a `trending-fetch` helper process: one per
/// request in flight, started as needed up to `maxHelpers` and kept while its requests succeed
/// (one whose request fails is stopped, its connection with it); a helper that is missing,
/// stale or answers garbage is an installation problem (Architecture.md, Decisions).
public final class HelperProcessNetworkClient: NetworkClient, @unchecked Sendable {
    public static let helperName = "trending-fetch"
    /// What the helper may take beyond the request's own deadline, which it enforces itself.
    static let grace: TimeInterval = 2
    /// The longest a new helper may take to answer its handshake, on a loaded machine too.
    public static let handshakeWait: TimeInterval = 10

    /// The most helpers running at once: as many as requests the CLI sends together, so none
    /// waits for a helper while its share of `--timeout` runs (bb46 c3-D1): four star histories
    /// (`MeasureGainsUseCase.concurrentRequests`) measured while a search and a page are asked.
    public static let maxHelpers = MeasureGainsUseCase.concurrentRequests + 2

    private let locateHelper: @Sendable () -> String
    private let environment: [String: String]
    private let handshakeWait: TimeInterval
    /// One per helper that may run: a request holds one for its whole exchange.
    private let slots: DispatchSemaphore
    private let lock = ThreadLock()
    /// Running helpers not in an exchange, guarded by `lock`.
    private var idle: [HelperProcess] = []

    /// - Parameter helperPath: the `trending-fetch` executable; see `helperPath(beside:)`.
    public convenience init(
        helperPath: String, environment: [String: String], maxHelpers: Int = maxHelpers, handshakeWait: TimeInterval = handshakeWait
    ) {
        self.init(locatingHelper: { helperPath }, environment: environment, maxHelpers: maxHelpers, handshakeWait: handshakeWait)
    }

    /// - Parameter locatingHelper: finds the `trending-fetch` executable, on the first request
    ///   only: a run that never fetches never looks (`helperPath()` reads `/proc/self/exe`).
    public init(
        locatingHelper: @escaping @Sendable () -> String, environment: [String: String], maxHelpers: Int = maxHelpers,
        handshakeWait: TimeInterval = handshakeWait
    ) {
        self.locateHelper = locatingHelper
        self.environment = environment
        self.handshakeWait = handshakeWait
        slots = DispatchSemaphore(value: max(1, maxHelpers))
    }

    /// `trending-fetch` beside the running executable, where `swift build` and an install put it.
    public static func helperPath(beside executable: String = currentExecutable()) -> String {
        URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(helperName).path
    }

    /// The running executable's path, links resolved: Linux's `/proc/self/exe`; on macOS, which
    /// has no `/proc`, the main bundle's executable, so a `trending` found on `PATH` (or through
    /// a link into its install folder) still finds the helper beside it.
    public static func currentExecutable() -> String {
        #if canImport(Darwin)
        if let path = Bundle.main.executablePath {
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
        #endif
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        // The request's timeout counts from now: time spent waiting for a helper is its.
        let sent = DispatchTime.now()
        // The exchange blocks on pipes: it runs on a thread of its own, off Swift's small
        // cooperative pool. Not on a dispatch worker: dispatch runs as many blocking exchanges as
        // there are cores at first and adds workers only once its monitor sees them blocked, so on
        // two cores a third request was sent up to a second late and a fourth two, its share of
        // `--timeout` running meanwhile (bb27 b-D3, bb44 z2-D2).
        let result: Result<HTTPResponse, NetworkError> = await withCheckedContinuation { continuation in
            DetachedThread.start { continuation.resume(returning: self.exchange(request, sent: sent)) }
        }
        return try result.get()
    }

    /// Starts a helper now, so its start-up overlaps the caller's own work.
    public func prepare() {
        lock.withLock {
            guard idle.isEmpty, let started = try? startHelper() else { return }
            idle.append(started)
        }
    }

    private func exchange(_ request: HTTPRequest, sent: DispatchTime) -> Result<HTTPResponse, NetworkError> {
        slots.wait()
        defer { slots.signal() }
        var request = request
        request.timeout -= Double(DispatchTime.now().uptimeNanoseconds - sent.uptimeNanoseconds) / 1e9
        guard request.timeout > 0 else { return .failure(.timedOut) }
        var helper: HelperProcess?
        do {
            let running = try checkOut()
            helper = running
            let deadline = Date().addingTimeInterval(request.timeout + Self.grace)
            // A helper answers its handshake at once: one that has not within `handshakeWait` is
            // broken, not the network (bb38 c2-D2). A shorter deadline can't tell it from a slow
            // start on a loaded machine: that is a timeout, as before.
            try running.shakeHands(before: deadline, brokenAfter: handshakeWait)
            guard let frame = FetchWireFraming.frame(try FetchWire.encode(request)) else {
                throw HelperFailure.broken("the request is larger than the wire allows")
            }
            try running.write(frame)
            let head = try running.readFrame(before: deadline)
            let body = try running.readFrame(before: deadline)
            let result = FetchWire.decodeResult(head: head, body: body)
            // A helper whose request failed may still hold that connection (an endless body
            // refused at the cap, a stalled answer past its deadline, a cancel that has not taken
            // hold): it is stopped, so the next request never waits behind it (bb26 e-D2).
            if case .failure = result {
                running.kill()
            } else {
                lock.withLock { idle.append(running) }
            }
            return result
        } catch let failure as HelperFailure {
            helper?.kill()
            return .failure(failure.networkError)
        } catch {
            helper?.kill()
            return .failure(.helper("cannot talk to \(Self.helperName): \(error)"))
        }
    }

    /// An idle helper that still runs, or a new one.
    private func checkOut() throws -> HelperProcess {
        try lock.withLock {
            while let helper = idle.popLast() {
                if helper.isRunning { return helper }
                helper.kill()
            }
            return try startHelper()
        }
    }

    private func startHelper() throws -> HelperProcess {
        let helperPath = locateHelper()
        guard FileManager.default.isExecutableFile(atPath: helperPath) else {
            throw FileManager.default.fileExists(atPath: helperPath) ? HelperFailure.notExecutable(helperPath) : HelperFailure.missing(helperPath)
        }
        return try HelperProcess(path: helperPath, environment: environment)
    }

    deinit {
        for helper in idle { helper.close() }
    }
}
