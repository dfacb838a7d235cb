#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Where one repo's star history may answer from, on the server and scheme asked: its own path
/// (GitHub matches names without regard to case), or GitHub's `/repositories/ID/stargazers/history`
/// for a renamed repo's redirect or a next link, one ID only. Anything else is another repo's.
struct StarHistoryAddresses {
    private let asked: URL
    private let base: Substring
    private var byID: String?

    init(asked: URL, name: RepoName) {
        self.asked = asked
        let own = "/repos/\(name.owner)/\(name.name)/stargazers/history"
        base = asked.path.hasSuffix(own) ? asked.path.dropLast(own.count) : Substring(asked.path)
    }

    /// Whether `url` is this repo's history; the first `/repositories/ID` form admitted is the only one after.
    mutating func admits(_ url: URL) -> Bool {
        guard RedirectPolicy.sameOrigin(url, asked), url.scheme == asked.scheme else { return false }
        let path = url.path
        if path.lowercased() == asked.path.lowercased() { return true }
        if let byID { return path == byID }
        guard path.hasPrefix(base + "/repositories/"), path.hasSuffix("/stargazers/history") else { return false }
        let id = path.dropFirst(base.count + "/repositories/".count).dropLast("/stargazers/history".count)
        guard (1...20).contains(id.count), id.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        byID = path
        return true
    }
}
