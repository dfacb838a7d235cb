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

/// Which API base URLs can work: http or https, no control character or space, no query or fragment, a host a connection can
/// be made to (a host name, an IPv4 literal, or a bracketed IPv6 literal such as `[::1]`) and a
/// port, when given, from 1 to 65535. Anything else is a usage error at once, not four tries
/// and a network failure.
public enum APIBaseURLRule {
    /// The URL `text` names, or nil when it can't be an API base.
    public static func url(_ text: String) -> URL? {
        // A control character or a space (which `URL` would percent-encode into the path) is a typo or worse.
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) else { return nil }
        // `HTTP://` is http: the scheme in lower case, which the helper's loader needs.
        var text = text
        if let colon = text.firstIndex(of: ":"), text[..<colon].contains(where: \.isUppercase) {
            text = text[..<colon].lowercased() + text[colon...]
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, isReachable(host: host),
              // Brackets hold an IPv6 address only (`[127.0.0.1]` is none).
              !(text.contains("[") && !host.contains(":")),
              url.port.map({ (1...65535).contains($0) }) ?? true,
              url.query == nil, url.fragment == nil
        else { return nil }
        return url
    }

    /// A host name (letters, digits, `-` and `_` in non-empty dot-separated labels of at most 63
    /// bytes), an IPv4 literal in four dotted decimals, or an IPv6 literal without a zone or an
    /// IPv4 tail (`URL` gives it unbracketed). The helper's URL loader refuses `[::ffff:1.2.3.4]`,
    /// and reads no `127.1` or `2130706433` as an address: a name whose last label is a number
    /// is no name, so those are usage errors too, not a network failure.
    static func isReachable(host: String) -> Bool {
        guard !host.isEmpty, host.utf8.count <= 253 else { return false }
        if host.contains(":") {
            var address = in6_addr()
            // No IPv4 tail or IPv4-mapped form (`::ffff:7f00:1`): the helper's loader refuses them.
            return !host.contains(".") && !host.lowercased().hasPrefix("::ffff:") && inet_pton(AF_INET6, host, &address) == 1
        }
        let name = host.hasSuffix(".") ? String(host.dropLast()) : host
        // A label in hex (`0x7f000001`) is a number too: no name, and no address the loader reads.
        if name.split(separator: ".").contains(where: { $0.lowercased().hasPrefix("0x") && $0.dropFirst(2).allSatisfy(\.isHexDigit) }) {
            return false
        }
        if let last = name.split(separator: ".").last, last.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            var address = in_addr()
            return inet_pton(AF_INET, name, &address) == 1
        }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            }
        }
    }
}
