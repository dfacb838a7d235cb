#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where GitHub's API lives and how to speak to it: the base URL, the token and our name.
public struct GitHubAPI: Sendable {
    public static let defaultBaseURL = URL(string: "https://api.github.com")!

    public let baseURL: URL
    /// Never printed, logged or stored; sent only where `mayReceiveToken` allows.
    private let token: String?
    public let userAgent: String
    public let timeout: TimeInterval

    public init(baseURL: URL = defaultBaseURL, token: String?, userAgent: String, timeout: TimeInterval = 30) {
        self.baseURL = baseURL
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.userAgent = userAgent
        self.timeout = timeout
    }

    /// One request's share of a run's deadline when others follow it (a star history, the trending
    /// page, a candidate search): a fifth, at least 2 s (or the whole run when that is shorter).
    public static func requestShare(run timeout: TimeInterval) -> TimeInterval {
        max(min(timeout, 2), timeout / 5)
    }

    /// Whether a token is configured and goes to this base (GitHub then allows 5,000 core requests
    /// an hour, not 60): one held back from plain http to another machine is none.
    public var hasToken: Bool { token != nil && Self.mayReceiveToken(baseURL) }

    /// A token is configured, but the base is plain http to another machine: it is never sent.
    public var tokenHeldBack: Bool { token != nil && !Self.mayReceiveToken(baseURL) }

    /// A GET for `url` with GitHub's headers, and the token when it is safe to send.
    public func request(_ url: URL) -> HTTPRequest {
        var headers = [
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": userAgent,
        ]
        if let token, Self.mayReceiveToken(url) {
            headers["Authorization"] = "Bearer \(token)"
        }
        return HTTPRequest(url: url, headers: headers, timeout: timeout)
    }

    /// `base` joined with `path`, keeping the base's own path (GitHub Enterprise's `/api/v3`).
    public func url(path: String, query: String? = nil) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let suffix = query.map { "?\($0)" } ?? ""
        return URL(string: base + path + suffix)!
    }

    /// Names the server in cache file names, so api.github.com and an Enterprise host (or a
    /// test server) never share a cached list. Empty for api.github.com.
    public var cacheScope: String {
        // GitHub's own however it is spelled: `https://API.github.com:443/` is api.github.com.
        if baseURL.scheme?.lowercased() == "https", baseURL.host?.lowercased() == "api.github.com", (baseURL.port ?? 443) == 443,
           baseURL.path.split(separator: "/").isEmpty {
            return ""
        }
        var scope = baseURL.host ?? "host"
        if let port = baseURL.port { scope += "-\(port)" }
        // Each path segment, `-` before it; a loop where `joined` costs a conformance scan (#13).
        for segment in baseURL.path.split(separator: "/") {
            scope += "-"
            scope += String(segment)
        }
        return Self.bounded(scope)
    }

    /// A scope whose file-name form is past 64 bytes (a proxy's long path prefix) as its first
    /// characters and its hash: every cache and state file name it starts stays under the 255
    /// bytes a name may take, and still names that server alone (bb34 r-D1).
    static func bounded(_ scope: String) -> String {
        guard LocalTrendingCache.slug(scope.lowercased()).utf8.count > 64 else { return scope }
        var kept = ""
        for character in scope {
            guard LocalTrendingCache.slug((kept + String(character)).lowercased()).utf8.count <= 40 else { break }
            kept.append(character)
        }
        // Hashed as its file names are cased: the same server however its URL is spelt.
        return kept + "-" + String(LocalTrendingCache.fnv1a(scope.lowercased()), radix: 16)
    }

    /// A token goes over https, or over plain http only to this machine.
    public static func mayReceiveToken(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return LoopbackHost.contains(url.host)
        default: return false
        }
    }

    /// The web pages that belong to this API: github.com for api.github.com, HOST for an
    /// Enterprise `https://HOST/api/v3`, the same host for a loopback server.
    public var webLinks: GitHubWebLinks { GitHubWebLinks(apiBase: baseURL) }
}
