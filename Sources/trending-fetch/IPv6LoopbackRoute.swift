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

    private static func isLoopback(_ host: String) -> Bool {
        var address = in6_addr()
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard inet_pton(AF_INET6, bare, &address) == 1 else { return false }
        var loopback = in6addr_loopback
        return memcmp(&address, &loopback, MemoryLayout<in6_addr>.size) == 0
    }
}
