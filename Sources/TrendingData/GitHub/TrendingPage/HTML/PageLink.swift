import TrendingDomain

/// A link on a trending page read as a path on the page's own host: `/owner/repo/stargazers` is
/// `["owner", "repo", "stargazers"]`. Anything else (another host, a query, a fragment, an empty
/// or dot segment, an escape) is not a path this reader follows.
enum PageLink {
    private static let maximumLength = 512

    static func segments(_ href: ArraySlice<UInt8>?) -> [Substring]? {
        guard let href, href.count <= maximumLength else { return nil }
        let text = String(decoding: href, as: UTF8.self).trimmingASCIIWhitespace
        guard text.hasPrefix("/"), !text.hasPrefix("//"),
              !text.contains(where: { $0 == "?" || $0 == "#" || $0 == "%" || $0 == "&" || $0 == "\\" || $0 == ":" })
        else { return nil }
        let parts = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return parts
    }

    /// The repo a link names when it is exactly `/owner/repo` with names GitHub allows.
    static func repo(_ href: ArraySlice<UInt8>?) -> (owner: String, name: String)? {
        guard let parts = segments(href), parts.count == 2 else { return nil }
        return validRepo(parts[0], parts[1])
    }

    static func validRepo(_ owner: Substring, _ name: Substring) -> (owner: String, name: String)? {
        guard let repo = RepoName(parsing: "\(owner)/\(name)"), repo.isGitHubName,
              repo.owner == owner, repo.name == name
        else { return nil }
        return (repo.owner, repo.name)
    }

    /// A GitHub login: letters, digits and single inner hyphens, at most 39 characters.
    static func login(_ text: Substring) -> String? {
        guard (1...39).contains(text.utf8.count), text.first != "-", text.last != "-",
              text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }),
              !reservedPaths.contains(text.lowercased())
        else { return nil }
        return String(text)
    }

    /// First segments of GitHub's own pages, which a heading link may point at but no account has.
    private static let reservedPaths: Set<String> = [
        "about", "apps", "collections", "explore", "features", "login", "marketplace", "orgs", "pricing",
        "search", "settings", "site", "sponsors", "topics", "trending", "users",
    ]

    static func equalIgnoringCase(_ lhs: Substring, _ rhs: String) -> Bool {
        lhs.count == rhs.count && lhs.lowercased() == rhs.lowercased()
    }
}

extension StringProtocol {
    var trimmingASCIIWhitespace: Substring {
        var text = self[...]
        while let first = text.first, first == " " || first == "\n" || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\n" || last == "\t" || last == "\r" { text = text.dropLast() }
        return Substring(text)
    }
}
