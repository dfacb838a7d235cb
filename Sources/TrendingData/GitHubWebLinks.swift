import Foundation
import TrendingDomain

/// The web host that belongs to an API base, and the rule for URLs the API sends:
/// api.github.com → https://github.com; `https://HOST/api/v3` → https://HOST; any other base
/// (a test server on loopback) → its own origin. A URL is used only when it is https (http only
/// when the API base itself is http) on exactly that host and port, with no user info.
public struct GitHubWebLinks: RepoWebLinks {
    /// `scheme://host[:port]`, no trailing slash.
    public let origin: String
    private let scheme: String
    private let host: String
    private let port: Int?

    public init(apiBase: URL) {
        let apiHost = (apiBase.host ?? "github.com").lowercased()
        let isDotCom = apiHost == "api.github.com"
        scheme = isDotCom ? "https" : (apiBase.scheme?.lowercased() ?? "https")
        host = isDotCom ? "github.com" : apiHost
        port = isDotCom ? nil : apiBase.port
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        origin = "\(scheme)://\(shownHost)" + (port.map { ":\($0)" } ?? "")
    }

    public func page(for name: RepoName, claimed: URL?) -> URL {
        if let claimed, isTrusted(claimed) { return claimed }
        return derivedPage(for: name)
    }

    public func link(forHomepage homepage: String) -> URL? {
        guard let url = URL(string: homepage), isTrusted(url) else { return nil }
        return url
    }

    /// `ORIGIN/OWNER/REPO`, with each part percent-encoded.
    public func derivedPage(for name: RepoName) -> URL {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let owner = name.owner.addingPercentEncoding(withAllowedCharacters: allowed) ?? "_"
        let repo = name.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "_"
        return URL(string: "\(origin)/\(owner)/\(repo)") ?? URL(string: origin)!
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
}
