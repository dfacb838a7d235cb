/// Whether a parsed URL host is this machine: an IPv4 literal in 127.0.0.0/8, `::1`, or exactly
/// `localhost`. Decided on the host alone, so `127.evil.example` is not loopback.
public enum LoopbackHost {
    public static func contains(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        return isIPv4Loopback(host)
    }

    private static func isIPv4Loopback(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        let octets = parts.map { part -> Int? in
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part).flatMap { $0 <= 255 ? $0 : nil }
        }
        guard octets.allSatisfy({ $0 != nil }) else { return false }
        return octets[0] == 127
    }
}
