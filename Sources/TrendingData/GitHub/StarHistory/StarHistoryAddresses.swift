#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Where one repo's star history may answer from, on the server and scheme asked: its own path
/// (GitHub matches names without regard to case), or GitHub's `/repositories/ID/stargazers/history`
/// for a renamed repo's redirect or a next link: its own ID where known, else the first one only.
struct StarHistoryAddresses {
    private let asked: URL
    private let base: Substring
    private var byID: String?

    init(asked: URL, name: RepoName, id: Int? = nil) {
        self.asked = asked
        if let id, id > 0 { byID = Self.base(of: asked, name: name) + "/repositories/\(id)/stargazers/history" }
        base = Substring(Self.base(of: asked, name: name))
    }

    /// The API's own path before `/repos/…`: empty for api.github.com, `/api/v3` for an Enterprise server.
    private static func base(of asked: URL, name: RepoName) -> String {
        let own = "/repos/\(name.owner)/\(name.name)/stargazers/history"
        return String(asked.path.hasSuffix(own) ? asked.path.dropLast(own.count) : Substring(asked.path))
    }

    /// The repo ID of `url`'s `/repositories/ID` form, when it is one: the first answer's, GitHub
    /// redirecting a name the repo no longer has to its ID.
    func movedID(_ url: URL) -> Int? {
        let path = url.path
        guard path.lowercased() != asked.path.lowercased(), path.hasPrefix(base + "/repositories/"), path.hasSuffix("/stargazers/history") else { return nil }
        return Int(path.dropFirst(base.count + "/repositories/".count).dropLast("/stargazers/history".count)).flatMap { $0 > 0 ? $0 : nil }
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
