import Foundation
import Testing
import TrendingData
@testable import trending_fetch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A broken server's bytes past one answer's end, on a kept-alive connection, cost that answer
/// only: the next request on the connection is asked again on a new one.
@Suite("URLSessionNetworkClient, an earlier answer's leftover bytes")
struct URLSessionNetworkClientLeftoverTests {
    @Test("the request that read a leftover as its answer's start is asked once more, and gets its own answer")
    func askedAgain() async throws {
        let server = try KeepAliveServer()
        defer { server.stop() }
        let sut = URLSessionNetworkClient()

        let first = try await sut.send(HTTPRequest(url: server.url("/bad"), timeout: 10))
        let second = try await sut.send(HTTPRequest(url: server.url("/good"), timeout: 10))

        #expect(first.body == Data("{}".utf8))
        #expect(second.status == 200 && second.body == Data(#"{"good":1}"#.utf8))
        #expect(server.targets() == ["/bad", "/good", "/good"])
    }

    @Test("a server that never speaks HTTP gets each request once: a new connection holds no earlier answer (bb26 e-D3)")
    func notHTTPAskedOnce() async throws {
        let server = try KeepAliveServer()
        defer { server.stop() }
        let sut = URLSessionNetworkClient()

        await #expect(throws: NetworkError.self) { try await sut.send(HTTPRequest(url: server.url("/not-http"), timeout: 10)) }
        await #expect(throws: NetworkError.self) { try await sut.send(HTTPRequest(url: server.url("/not-http"), timeout: 10)) }
        // After an answer that closed its connection (`Connection: close`) none is open either (bb27 b-D1).
        _ = try await sut.send(HTTPRequest(url: server.url("/good"), timeout: 10))
        await #expect(throws: NetworkError.self) { try await sut.send(HTTPRequest(url: server.url("/not-http"), timeout: 10)) }

        #expect(server.targets() == ["/not-http", "/not-http", "/good", "/not-http"])
    }

    @Test("whether an answer leaves its connection open: unless it says Connection: close")
    func keepsAlive() {
        let answer = { (value: String?) in HTTPResponse(status: 200, headers: value.map { ["Connection": $0] } ?? [:], body: Data()) }
        #expect(URLSessionNetworkClient.keepsAlive(answer(nil)))
        #expect(URLSessionNetworkClient.keepsAlive(answer("keep-alive")))
        #expect(!URLSessionNetworkClient.keepsAlive(answer("close")))
        #expect(!URLSessionNetworkClient.keepsAlive(answer("Upgrade, Close")))
    }

    @Test("only libcurl's words for an answer that did not start as HTTP does are asked again")
    func whichErrors() {
        #expect(URLSessionNetworkClient.mayBeAnEarlierAnswersLeftover(.transport("Received HTTP/0.9 when not allowed")))
        #expect(!URLSessionNetworkClient.mayBeAnEarlierAnswersLeftover(.transport("Couldn't connect to server")))
        #expect(!URLSessionNetworkClient.mayBeAnEarlierAnswersLeftover(.timedOut))
    }
}

/// Answers a connection's first request with `{}` and keeps it open; a second request on that
/// connection gets bytes that are no HTTP answer (as an earlier answer's leftover would be), then
/// the connection closes. A new connection's request gets `{"good":1}`.
private final class KeepAliveServer: @unchecked Sendable {
    private let listener: Int32
    let port: UInt16
    private let lock = NSLock()
    private var seen: [String] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound, listen(listener, 8) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func targets() -> [String] { lock.withLock { seen } }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)); close(listener) }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            Thread { [self] in serve(fd) }.start()
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        var answered = 0
        while let target = readRequest(fd) {
            lock.withLock { seen.append(target) }
            let reply: String
            if answered > 0 {
                reply = "  left over\r\n\r\n"
            } else if target == "/not-http" {
                reply = "<html>not http</html>"
            } else if target == "/bad" {
                reply = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"
            } else {
                reply = "HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\n{\"good\":1}"
            }
            _ = reply.utf8CString.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count - 1, 0) }
            answered += 1
            if answered > 1 || target != "/bad" { return }
        }
    }

    /// The request line's target, once the whole head has come; nil when the client left.
    private func readRequest(_ fd: Int32) -> String? {
        var head = [UInt8]()
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            guard recv(fd, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        return parts.count > 1 ? String(parts[1]) : nil
    }
}
