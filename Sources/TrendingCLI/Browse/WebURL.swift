import Foundation
import TrendingData
import TrendingDomain

/// The only URLs browse opens or copies: the repo's https page as GitHub gave it (no user,
/// query or fragment, the path exactly `/owner/name`), else the page derived from the API base
/// when that is https too; nothing otherwise.
enum WebURL {
    static func forRepo(_ repo: Repo, api: GitHubAPI) -> URL? {
        if isSafe(repo.url, for: repo.repoName) { return repo.url }
        let derived = OpenCommand.webURL(for: repo.repoName, api: api)
        return isSafe(derived, for: repo.repoName) ? derived : nil
    }

    static func isSafe(_ url: URL, for name: RepoName) -> Bool {
        guard url.scheme?.lowercased() == "https", let host = url.host, !host.isEmpty,
              url.user == nil, url.password == nil, url.query == nil, url.fragment == nil
        else { return false }
        let text = url.absoluteString
        guard !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0.value > 0x7E }) else { return false }
        return url.path.lowercased() == "/\(name.owner)/\(name.name)".lowercased()
    }
}
