#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rule for one hop, pure so it can be tested on its own.
public enum RedirectPolicy {
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request to send next, or nil when `response` is not a redirect to follow.
    public static func nextRequest(after request: HTTPRequest, response: HTTPResponse) -> HTTPRequest? {
        guard redirectStatuses.contains(response.status),
              let location = response.header("location"),
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else { return nil }
        var next = request
        // Credentials in a `Location` (`https://user:pass@host/`) would go as Basic
        // authorization to the host it names: a redirect never sends any (bb38 e2 remark).
        next.url = withoutUserInfo(target)
        if response.status == 303 { next.method = "GET" }
        if !sameOrigin(request.url, target) || !GitHubAPI.mayReceiveToken(target) {
            next.headers = next.headers.filter { $0.key.lowercased() != "authorization" }
        }
        return next
    }

    /// `url` with no user or password.
    static func withoutUserInfo(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil, var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        parts.user = nil
        parts.password = nil
        return parts.url ?? url
    }

    /// Scheme, host and port all equal.
    public static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased()
            && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
