#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libcurl sends every request through `http_proxy` (or `HTTP_PROXY`, `ALL_PROXY`) unless the
/// host is in `no_proxy`, loopback included. A request to a loopback server is the one kind that
/// may carry the token over plain http; through a proxy it would leave the machine in clear
/// text. So loopback never goes through a proxy: its names and addresses are added to
/// `no_proxy`, before the session makes its first request.
enum LoopbackProxyBypass {
    /// Literal names and addresses, and the whole 127/8 for libcurl 7.86 and later.
    static let hosts = ["localhost", "127.0.0.1", "::1", "[::1]", "127.0.0.0/8"]

    static func apply() {
        for name in ["no_proxy", "NO_PROXY"] {
            setenv(name, merged(getenv(name).map { String(cString: $0) }), 1)
        }
    }

    /// `existing` (a comma-separated list, or nil) with the loopback hosts it lacks.
    static func merged(_ existing: String?) -> String {
        let present = (existing ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if present.contains("*") { return existing ?? "*" }
        return (present + hosts.filter { !present.contains($0) }).joined(separator: ",")
    }
}
