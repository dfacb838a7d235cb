import Foundation
import TrendingDomain

/// The web pages that belong to an API base: the only URLs `trending` writes as links in digests
/// and feeds, so a hostile answer can't make one point elsewhere.
///
/// api.github.com → https://github.com; GitHub Enterprise, `https://HOST/api/v3` → https://HOST;
/// a loopback stand-in (tests, mirrors) → https://github.com, whose data it serves; any other base →
/// https on its own host. Links are always https.
public struct GitHubWebLinks: Equatable, Sendable {
    /// `https://github.com`, without a trailing slash.
    public let origin: String
    /// `github.com`, or `HOST:PORT`: names the site in titles and feed ids.
    public let site: String

    public init(apiBase: URL) {
        let host = (apiBase.host ?? "").lowercased()
        if host.isEmpty || host == "api.github.com" || Self.isLoopback(host) {
            site = "github.com"
        } else {
            let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            site = apiBase.port.map { "\(bracketed):\($0)" } ?? bracketed
        }
        origin = "https://" + site
    }

    /// The repo's page: GitHub's `html_url` when it is exactly this site's page for `owner/name`
    /// (https, no user, query or fragment), otherwise built from the name.
    public func repo(owner: String, name: String, htmlURL: String) -> String {
        let derived = origin + "/" + Self.pathSegment(owner) + "/" + Self.pathSegment(name)
        guard htmlURL.lowercased() == derived.lowercased(), htmlURL.unicodeScalars.allSatisfy(Self.isURLSafe) else {
            return derived
        }
        return htmlURL
    }

    /// The site's search for the query's repos, most stars first: a feed's link to the web.
    public func search(_ query: TrendingQuery, now: Date) -> String {
        let q = GitHubSearchEndpoint.formEncode(GitHubSearchEndpoint.searchQualifiers(query, now: now))
        return origin + "/search?q=" + q + "&type=repositories&s=stars&o=desc"
    }

    /// Percent-encodes all but unreserved characters, so a name can't end the URL or the link.
    public static func pathSegment(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        // "." and ".." would walk the path; encoded, they name the repo.
        if out == "." || out == ".." { out = out.replacingOccurrences(of: ".", with: "%2E") }
        return out
    }

    private static func isURLSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "%", "/", ":", "[", "]": true
        default: false
        }
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
