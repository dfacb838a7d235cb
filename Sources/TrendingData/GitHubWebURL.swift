import Foundation
import TrendingDomain

extension GitHubAPI {
    /// A repo's web page derived from the API base: api.github.com → github.com,
    /// `https://HOST/api/v3` → `https://HOST`, anything else → its own origin.
    public func webURL(for name: RepoName) -> URL {
        let host = baseURL.host ?? "github.com"
        var origin = "\(baseURL.scheme ?? "https")://\(host == "api.github.com" ? "github.com" : host)"
        if let port = baseURL.port, host != "api.github.com" { origin += ":\(port)" }
        // RepoName admits only letters, digits, '-', '_' and '.', so the path needs no escaping.
        return URL(string: "\(origin)/\(name.owner)/\(name.name)") ?? baseURL
    }
}
