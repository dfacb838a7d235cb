import Foundation
import TrendingData

/// The API base URL rule (`--api-url`, `GITHUB_API_URL`) fed the input's first line as a URL,
/// as a host and as an IPv6 literal: whatever it accepts must be http(s) with a host and a port
/// from 1 to 65535, and every URL the client then builds from it must form without trapping,
/// with the token sent only where `mayReceiveToken` allows.
enum APIURLFuzzCheck {
    static func check(_ input: Data) {
        let line = String(decoding: input.prefix(2048).prefix { $0 != 0x0A }, as: UTF8.self)
        for text in [line, "http://" + line, "https://" + line + "/api/v3", "http://[" + line + "]:8080"] {
            guard let url = APIBaseURLRule.url(text) else { continue }
            let scheme = url.scheme?.lowercased()
            precondition(scheme == "http" || scheme == "https", "an API URL that is not http(s) was accepted")
            precondition(!(url.host ?? "").isEmpty, "an API URL without a host was accepted")
            precondition(url.port.map { (1...65535).contains($0) } ?? true, "an API URL with port \(url.port ?? 0) was accepted")
            let api = GitHubAPI(baseURL: url, token: "fuzz-token", userAgent: "trending-fuzz")
            let search = api.url(path: "/search/repositories", query: "q=created%3A%3E2026-11-22&per_page=100")
            let repo = api.url(path: "/repos/octo-org/rocket")
            _ = api.cacheScope
            _ = api.webLinks.repo(owner: "octo-org", name: "rocket", htmlURL: "")
            for target in [search, repo] {
                let sent = api.request(target).headers["Authorization"] != nil
                precondition(sent == GitHubAPI.mayReceiveToken(target), "the token policy and the request disagree")
                if sent, target.scheme?.lowercased() == "http" {
                    precondition(LoopbackHost.contains(target.host), "a token went over http to another machine")
                }
            }
        }
    }
}
