#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The web host that belongs to an API base (api.github.com → https://github.com,
/// `https://HOST/api/v3` → https://HOST, any other → its own origin) and the rule for the repo
/// pages the API sends: the only URLs `trending` opens, links or writes into digests and feeds
/// come from here (Architecture.md, Decisions: "Which repo pages are taken as they come").
public struct GitHubWebLinks: RepoWebLinks, Equatable {
    /// `scheme://host[:port]`, no trailing slash.
    public let origin: String
    /// `github.com`, or `HOST[:PORT]`: names the site in titles and feed ids.
    public let site: String
    private let scheme: String
    private let host: String
    private let port: Int?
    /// Whether `ORIGIN/SEGMENT/SEGMENT` parses as a URL for any percent-encoded segments, so
    /// the derived page's text can be built without parsing it each time.
    private let derivesValidURLs: Bool

    public init(apiBase: URL) {
        let apiHost = (apiBase.host ?? "github.com").lowercased()
        let isDotCom = apiHost == "api.github.com"
        scheme = isDotCom ? "https" : (apiBase.scheme?.lowercased() ?? "https")
        host = isDotCom ? "github.com" : apiHost
        port = isDotCom ? nil : apiBase.port
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        site = shownHost + (port.map { ":\($0)" } ?? "")
        origin = "\(scheme)://\(site)"
        derivesValidURLs = URL(string: origin + "/o/r")?.absoluteString == origin + "/o/r"
    }

    public func page(for name: RepoName, claimed: URL?) -> URL {
        if let claimed, isTrusted(claimed), isPage(claimed, of: name) { return claimed }
        return derivedPage(for: name)
    }

    /// `page(for:claimed:)` as text, without parsing a URL in the usual cases: GitHub's
    /// `html_url` that is, but for letter case and a trailing slash, the page derived from the
    /// name passes every check of the rule at once; anything else is checked in full.
    public func pageText(for name: RepoName, claimedText text: String?) -> String {
        guard derivesValidURLs else { return page(for: name, claimed: text.flatMap { URL(string: $0) }).absoluteString }
        let owner = Self.pathSegment(name.owner), repo = Self.pathSegment(name.name)
        // GitHub's own form of the page: a URL, since it equals (but for case) one that is.
        // Compared piece by piece, so the common case builds no string at all.
        if let text, Self.isPage(text, origin: origin, owner: owner, repo: repo) { return text }
        var derived = ""
        derived.reserveCapacity(origin.utf8.count + owner.utf8.count + repo.utf8.count + 2)
        derived += origin
        derived += "/"
        derived += owner
        derived += "/"
        derived += repo
        guard let text else { return derived }
        // A URL whose text doesn't hold the host can't be on it: no need to take it apart.
        guard Self.mayName(host, in: text), let claimed = URL(string: text) else { return derived }
        return isTrusted(claimed) && isPage(claimed, of: name) ? claimed.absoluteString : derived
    }

    /// False when `text` can't be a URL on `host` (lower case): it is not written in it, ASCII
    /// letters matched in any case. Text with a `%` may encode the host, and is not judged.
    static func mayName(_ host: String, in text: String) -> Bool {
        var text = text, needle = host
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard !needle.isEmpty, !haystack.contains(UInt8(ascii: "%")) else { return true }
                guard haystack.count >= needle.count else { return false }
                let first = needle[0]
                for start in 0...(haystack.count - needle.count) where Self.lowercased(haystack[start]) == first {
                    var index = 0
                    while index < needle.count, Self.lowercased(haystack[start + index]) == needle[index] { index += 1 }
                    if index == needle.count { return true }
                }
                return false
            }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// `text == origin + "/" + owner + "/" + repo`, but for ASCII letter case and a trailing
    /// slash, without building the right-hand side.
    static func isPage(_ text: String, origin: String, owner: String, repo: String) -> Bool {
        var text = text, origin = origin, owner = owner, repo = repo
        return text.withUTF8 { x in
            var at = 0
            func match(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
                guard x.count - at >= piece.count else { return false }
                for q in piece {
                    let p = x[at]
                    at += 1
                    if p == q { continue }
                    guard p | 0x20 == q | 0x20, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(p | 0x20) else { return false }
                }
                return true
            }
            let slash: StaticString = "/"
            let slashBytes = UnsafeBufferPointer(start: slash.utf8Start, count: slash.utf8CodeUnitCount)
            guard origin.withUTF8(match), match(slashBytes), owner.withUTF8(match), match(slashBytes), repo.withUTF8(match) else { return false }
            return at == x.count || (at + 1 == x.count && x[at] == UInt8(ascii: "/"))
        }
    }

    public func link(forHomepage homepage: String) -> URL? {
        // The link goes where its text says: a text URL(string:) would have to encode (a control
        // character, an invisible one, a space) is not linked at all (bb43 u2-D1).
        guard let url = URL(string: homepage), url.absoluteString == homepage, isTrusted(url) else { return nil }
        return url
    }

    /// The repo's page as text: GitHub's `html_url` when it passes the rule, else built from the name.
    public func repo(owner: String, name: String, htmlURL: String) -> String {
        page(for: RepoName(owner: owner, name: name), claimed: URL(string: htmlURL)).absoluteString
    }

    /// `ORIGIN/OWNER/REPO`, with each part percent-encoded.
    public func derivedPage(for name: RepoName) -> URL {
        URL(string: "\(origin)/\(Self.pathSegment(name.owner))/\(Self.pathSegment(name.name))") ?? URL(string: origin)!
    }

    /// The site's search for the query's repos, most stars first: a feed's link to the web.
    public func search(_ query: TrendingQuery, now: Date) -> String {
        let q = GitHubSearchEndpoint.formEncode(GitHubSearchEndpoint.webSearchQualifiers(query, now: now))
        return origin + "/search?q=" + q + "&type=repositories&s=stars&o=desc"
    }

    /// https (or http when the API is spoken over http) on this exact host and port, no user info, and
    /// nothing a terminal or browser could read as anything else.
    public func isTrusted(_ url: URL) -> Bool {
        guard let urlScheme = url.scheme?.lowercased(), let urlHost = url.host?.lowercased() else { return false }
        // http only where the API itself is spoken over http: a loopback test server, or an
        // Enterprise host the user configured so; then the derived page would be http anyway.
        let schemeOK = urlScheme == "https" || (urlScheme == "http" && scheme == "http")
        guard schemeOK, url.user == nil, url.password == nil else { return false }
        let bare = urlHost.hasPrefix("[") ? String(urlHost.dropFirst().dropLast()) : urlHost
        guard bare == host else { return false }
        let defaultPort = urlScheme == "https" ? 443 : 80
        let ownDefault = scheme == "https" ? 443 : 80
        guard (url.port ?? defaultPort) == (port ?? ownDefault) else { return false }
        return !url.absoluteString.unicodeScalars.contains { $0.value < 0x21 || $0.value >= 0x7F }
    }

    /// Percent-encodes all but unreserved characters, so a name can't end the URL or the link.
    public static func pathSegment(_ text: String) -> String {
        // Most names are unreserved characters only, and neither "." nor "..": as they are.
        if isUnreservedOnly(text), text != ".", text != ".." { return text }
        var out = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        // "." and ".." would walk the path; encoded, they name the repo.
        if out == "." || out == ".." { out = out.replacing(".", with: "%2E") }
        return out
    }

    /// `text.utf8.allSatisfy(isUnreserved)`, over the bytes in place: the view's iterator cost
    /// more than the check, twice a row.
    private static func isUnreservedOnly(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where !isUnreserved(byte) { return false }
            return true
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// Exactly `/OWNER/REPO` (any case, an optional trailing slash), with no query or fragment:
    /// a link to github.com/evil/phish is not rocket's page, whatever the API says.
    private func isPage(_ url: URL, of name: RepoName) -> Bool {
        guard url.query == nil, url.fragment == nil else { return false }
        var path = url.path
        if path.hasSuffix("/") { path.removeLast() }
        return path.lowercased() == "/\(name.owner)/\(name.name)".lowercased()
    }
}
