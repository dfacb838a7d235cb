import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reaches `http://[::1]:PORT` through `localhost`, with the `Host` the server would have seen,
/// because URLSession on Linux refuses IPv6-literal hosts (Architecture.md, Decisions).
enum IPv6LoopbackRoute {
    /// The URL to hand URLSession, and the `Host` header to send with it when it was rewritten.
    static func route(_ url: URL) -> (url: URL, host: String?) {
        guard let host = url.host, host.contains(":"), isLoopback(host),
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return (url, nil) }
        components.host = "localhost"
        guard let routed = components.url else { return (url, nil) }
        return (routed, "[::1]" + (url.port.map { ":\($0)" } ?? ""))
    }

    /// Whether something accepts connections on 127.0.0.1:`port`. libcurl may resolve
    /// `localhost` to 127.0.0.1 only (it does on Debian, whose /etc/hosts names no `::1`), so a
    /// request routed through `localhost` could reach that server rather than [::1]'s: with one
    /// there, the request is not sent at all.
    static func ipv4Answers(port: Int) -> Bool {
        guard (1...65_535).contains(port) else { return false }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        // A loopback connect is answered at once: accepted, or refused.
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private static func isLoopback(_ host: String) -> Bool {
        var address = in6_addr()
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard inet_pton(AF_INET6, bare, &address) == 1 else { return false }
        var loopback = in6addr_loopback
        return memcmp(&address, &loopback, MemoryLayout<in6_addr>.size) == 0
    }
}
