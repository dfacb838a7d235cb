import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A tiny HTTP/1.1 server on 127.0.0.1 for end-to-end tests: POSIX sockets, one thread per
// connection, one request per connection (always `Connection: close`).

/// An HTTP server on 127.0.0.1:0 that records requests and answers from a script.
public final class LoopbackServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    private let core: ServerCore

    /// Which loopback address the server listens on.
    public enum Family: Sendable {
        /// 127.0.0.1
        case ipv4
        /// ::1
        case ipv6
    }

    /// The address family it listens on.
    public let family: Family

    /// Starts listening on 127.0.0.1:<free port> (or [::1] for `.ipv6`); `handler` gets each
    /// request and its 0-based index.
    public init(family: Family = .ipv4, handler: @escaping @Sendable (RecordedRequest, Int) -> StubResponse) throws {
        let (fd, port, twin) = try Socket.listenOnLoopback(family)
        self.port = port
        self.family = family
        // `trending` reaches [::1]:PORT through `localhost`, which may also try 127.0.0.1:PORT:
        // that port is held (bound, never listened on) so no other test's server answers there.
        ipv4Twin = twin
        core = ServerCore(listenFD: fd, handler: handler)
        core.start()
    }

    /// Serves `responses` in order; after the last one, repeats the last one.
    public convenience init(responses: [StubResponse]) throws {
        try self.init { _, index in
            guard let last = responses.last else {
                return StubResponse(status: 500, body: Data("LoopbackServer: no stub responses".utf8))
            }
            return index < responses.count ? responses[index] : last
        }
    }

    /// 127.0.0.1 at an IPv6 server's port, held for its life (see `init`).
    private let ipv4Twin: Int32?

    deinit {
        core.stop()
        if let ipv4Twin { close(ipv4Twin) }
    }

    /// "http://127.0.0.1:PORT" (or "http://[::1]:PORT"), no trailing slash.
    public var baseURL: String { family == .ipv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)" }

    /// Requests received so far, in arrival order.
    public var requests: [RecordedRequest] { core.recordedRequests() }

    /// Body bytes `.endless` answers have sent so far (what the socket took, not what was read).
    public var endlessBytesSent: Int { core.endlessBytesSent() }
    /// How many endless bodies have ended because their client closed the connection.
    public var endlessBodiesEnded: Int { core.endlessBodiesEnded() }

    /// Closes the listener and every client socket, then waits for the threads to end; idempotent.
    public func stop() {
        core.stop()
    }

    /// A socket listening on [::1]:`port` that never accepts: connections to it wait in its
    /// backlog. The caller closes it.
    public static func silentIPv6Listener(port: UInt16) throws -> Int32 {
        try Socket.listenIPv6(port: port)
    }

    /// A 127.0.0.1 port where connecting is refused, for "server down" tests.
    public static func unusedPort() -> UInt16 {
        ClosedPort.shared.port
    }
}

/// A loopback port that is bound but never listened on, held for the whole test run: connecting
/// is refused, and no other test's server can be given the same port meanwhile (a port that was
/// bound and released could be handed straight to a concurrently starting server).
private final class ClosedPort: @unchecked Sendable {
    static let shared = ClosedPort()
    let port: UInt16
    private let fd: Int32

    private init() {
        do {
            (fd, port) = try Socket.bindLoopback()
        } catch {
            fatalError("\(error)")  // loopback bind failing means no server could start either
        }
    }
}

/// Owns the sockets and threads. Kept apart from `LoopbackServer` so that threads retain only
/// this object and the server's `deinit` can still run (and stop everything) when tests drop it.
private final class ServerCore: @unchecked Sendable {
    private let condition = NSCondition()  // guards everything below; broadcast on stop
    private let listenFD: Int32
    private var clientFDs: Set<Int32> = []
    private var recorded: [RecordedRequest] = []
    /// Body bytes `.endless` answers have sent so far.
    var endlessSent = 0
    var endlessEnded = 0
    private var stopped = false
    private let handler: @Sendable (RecordedRequest, Int) -> StubResponse
    private let threads = DispatchGroup()

    init(listenFD: Int32, handler: @escaping @Sendable (RecordedRequest, Int) -> StubResponse) {
        self.listenFD = listenFD
        self.handler = handler
    }

    func start() {
        threads.enter()
        Thread { [self] in
            acceptLoop()
            threads.leave()
        }.start()
    }

    func recordedRequests() -> [RecordedRequest] {
        condition.withLock { recorded }
    }

    func endlessBodiesEnded() -> Int {
        condition.withLock { endlessEnded }
    }

    func endlessBytesSent() -> Int {
        condition.withLock { endlessSent }
    }

    func stop() {
        let wasStopped = condition.withLock {
            let was = stopped
            stopped = true
            if !was {
                // shutdown (not close) wakes threads blocked in accept/recv/send; each thread
                // closes its own fd afterwards, so no fd number is reused while still in use.
                shutdown(listenFD, Int32(SHUT_RDWR))
                for fd in clientFDs { shutdown(fd, Int32(SHUT_RDWR)) }
                condition.broadcast()
            }
            return was
        }
        guard !wasStopped else { return }
        // Bounded so a handler that blocks (or stop() called from a handler) can't hang the suite.
        _ = threads.wait(timeout: .now() + .seconds(5))
    }

    private var isStopped: Bool { condition.withLock { stopped } }

    private func acceptLoop() {
        defer { close(listenFD) }
        while true {
            let fd = accept(listenFD, nil, nil)  // accept4 isn't exported by Swift's Glibc module
            if fd < 0 {
                if isStopped { return }
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // launched binaries must not inherit client sockets
            let accepted = condition.withLock {
                guard !stopped else { return false }
                clientFDs.insert(fd)
                threads.enter()
                return true
            }
            guard accepted else { close(fd); return }
            Thread { [self] in
                serve(fd)
                condition.withLock { _ = clientFDs.remove(fd) }
                close(fd)
                threads.leave()
            }.start()
        }
    }

    private func serve(_ fd: Int32) {
        guard let request = Socket.readRequest(fd) else { return }  // client left early
        // Record before responding, so a client that got its answer sees its request here.
        let index = condition.withLock {
            recorded.append(request)
            return recorded.count - 1
        }
        let response = handler(request, index)
        let head = Self.head(for: response)
        switch response.behavior {
        case .normal, .closeDelimited:
            _ = Socket.sendAll(fd, head + response.body)
        case .hang:
            condition.withLock { while !stopped { condition.wait() } }
        case .trickle(let size, let interval):
            let bytes = head + response.body
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + max(size, 1), bytes.count)
                guard Socket.sendAll(fd, bytes.subdata(in: offset..<end)) else { break }
                offset = end
                if offset < bytes.count, !sleep(interval) { break }
            }
        case .endless:
            guard Socket.sendAll(fd, head), !response.body.isEmpty else { break }
            while condition.withLock({ !stopped }), Socket.sendAll(fd, response.body) {
                condition.withLock { endlessSent += response.body.count }
            }
            condition.withLock { if !stopped { endlessEnded += 1 } }
        case .chunked(let trailer):
            let fields = trailer.map { "\($0.0): \($0.1)\r\n" }.joined()
            let chunk = Data(String(response.body.count, radix: 16).utf8) + Data("\r\n".utf8) + response.body + Data("\r\n".utf8)
            _ = Socket.sendAll(fd, head + (response.body.isEmpty ? Data() : chunk) + Data("0\r\n\(fields)\r\n".utf8))
        case .truncate(let count):
            _ = Socket.sendAll(fd, head + response.body.prefix(max(count, 0)))
        case .closeWithoutResponse:
            break
        }
        Socket.lingeringClose(fd)
    }

    /// Sleeps for `duration` unless the server stops first; returns false if it stopped.
    private func sleep(_ duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        return condition.withLock {
            while !stopped, condition.wait(until: deadline) {}
            return !stopped
        }
    }

    private static func head(for response: StubResponse) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(reason(response.status))"]
        lines += response.headers.map { "\($0.0): \($0.1)" }
        if !response.hasHeader("Content-Length"), !response.isCloseDelimited { lines.append("Content-Length: \(response.body.count)") }
        if !response.hasHeader("Connection") { lines.append("Connection: close") }
        var head = Data((lines.joined(separator: "\r\n") + "\r\n").utf8)
        for (name, value) in response.latin1Headers {
            head += Data("\(name): ".utf8) + Data(value.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }) + Data("\r\n".utf8)
        }
        return head + Data("\r\n".utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}

/// Thin wrappers over the POSIX socket calls the server needs.
private enum Socket {
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "LoopbackServer: \(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A socket bound to 127.0.0.1 on a kernel-chosen port, plus that port.
    static func bindLoopback() throws -> (Int32, UInt16) {
        // CLOEXEC so binaries launched by the tests don't inherit the server's sockets.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw Failure(call: "bind", code: code)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// A socket bound to ::1 on a kernel-chosen port, and its 127.0.0.1 twin held (`holdIPv4`).
    static func bindIPv6LoopbackWithIPv4Twin() throws -> (Int32, UInt16, Int32) {
        for _ in 1...50 {
            let (fd, port) = try bindIPv6Loopback()
            if let twin = try? holdIPv4(port: port) { return (fd, port, twin) }
            close(fd)
        }
        throw Failure(call: "bind ::1 with a free 127.0.0.1 twin", code: EADDRINUSE)
    }

    /// A socket listening on [::1]:`port`.
    static func listenIPv6(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = port.bigEndian
        address.sin6_addr = in6addr_loopback
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 }
        }
        guard bound, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw Failure(call: "bind/listen [::1]:\(port)", code: code)
        }
        return fd
    }

    /// A socket bound to ::1 on a kernel-chosen port, plus that port.
    static func bindIPv6Loopback() throws -> (Int32, UInt16) {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = 0
        address.sin6_addr = in6addr_loopback
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw Failure(call: "bind", code: code)
        }
        return (fd, UInt16(bigEndian: address.sin6_port))
    }

    /// A socket bound to 127.0.0.1:`port` and never listened on, so connecting there is refused
    /// and no other server is given that port; nil-free: throws when the port is taken.
    static func holdIPv4(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw Failure(call: "bind 127.0.0.1:\(port)", code: code)
        }
        return fd
    }

    /// A listening socket on the family's loopback address, its port, and for IPv6 the held
    /// 127.0.0.1 twin of that port.
    static func listenOnLoopback(_ family: LoopbackServer.Family = .ipv4) throws -> (Int32, UInt16, Int32?) {
        let (fd, port, twin): (Int32, UInt16, Int32?)
        if family == .ipv6 {
            (fd, port, twin) = try bindIPv6LoopbackWithIPv4Twin()
        } else {
            (fd, port) = try bindLoopback()
            twin = nil
        }
        guard listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            if let twin { close(twin) }
            throw Failure(call: "listen", code: code)
        }
        return (fd, port, twin)
    }

    /// Reads one request (head plus any Content-Length body); nil if the client left or sent garbage.
    static func readRequest(_ fd: Int32) -> RecordedRequest? {
        let terminator = Data("\r\n\r\n".utf8)
        var buffer = Data()
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count < 1 << 20, let chunk = receive(fd) else { return nil }
            let searchFrom = max(buffer.startIndex, buffer.endIndex - 3)
            buffer.append(chunk)
            headEnd = buffer.range(of: terminator, in: searchFrom..<buffer.endIndex)
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
            .components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        var body = Data(buffer[headEnd.upperBound...])
        let expected = headers["content-length"].flatMap { Int($0) } ?? 0
        while body.count < expected {
            guard let chunk = receive(fd) else { break }
            body.append(chunk)
        }
        return RecordedRequest(method: String(requestLine[0]), target: String(requestLine[1]),
                               headers: headers, body: body)
    }

    /// Next bytes from the socket; nil on EOF or error (including shutdown by `stop()`).
    static func receive(_ fd: Int32) -> Data? {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 { return Data(chunk[..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Sends every byte; false if the peer went away. MSG_NOSIGNAL: a vanished client must
    /// yield EPIPE, not a SIGPIPE that would kill the whole test process.
    static func sendAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Half-closes, then drains what the client still sends (briefly) before the caller closes:
    /// closing with unread input makes Linux send RST, which can destroy a response in flight.
    static func lingeringClose(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_WR))
        let deadline = Date(timeIntervalSinceNow: 1)
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, poll(&poller, 1, Int32(left * 1000) + 1) > 0, receive(fd) != nil else { return }
        }
    }
}
