#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// `--api-url` and `GITHUB_API_URL`: an http(s) base URL that names a reachable host and port,
/// with no query or fragment (`APIBaseURLRule`).
struct APIBaseURL: ArgumentValue, Equatable {
    static let valueName = "URL"
    static let expectation = "an http(s) base URL such as https://api.github.com, with a host and a port from 1 to 65535"
    let url: URL

    init?(argument: String) {
        guard let url = APIBaseURLRule.url(argument) else { return nil }
        self.url = url
    }

    var argumentText: String { url.absoluteString }
}
