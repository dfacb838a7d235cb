#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--api-url` and `GITHUB_API_URL`: an http(s) base URL with a host and no query or fragment.
struct APIBaseURL: ArgumentValue, Equatable {
    static let valueName = "URL"
    static let expectation = "an http(s) base URL such as https://api.github.com"
    let url: URL

    init?(argument: String) {
        guard let url = URL(string: argument), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
              url.query == nil, url.fragment == nil
        else { return nil }
        self.url = url
    }

    var argumentText: String { url.absoluteString }
}
