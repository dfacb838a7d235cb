import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reaches `http://[::1]:PORT` through libcurl's name for the same address.
///
/// URLSession on Linux (swift-corelibs-foundation before its fix of issue 5496) refuses every URL
/// whose host is an IPv6 literal with NSURLErrorBadURL: it checks that libcurl and `URL` agree on
/// the host, and libcurl keeps the brackets that `URL.host` drops. For the one IPv6 literal a user
/// of `trending` needs, loopback, the request goes to `localhost`, which libcurl resolves itself
/// to `::1` (and 127.0.0.1; it tries `::1` first, and on loopback that connect is immediate), with
/// the `Host` header the server would have seen. The token policy is decided before, on the URL as
/// given; `localhost` is in `no_proxy` (`LoopbackProxyBypass`) as `::1` is.
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
