import TrendingDomain

/// A link on a trending page read as a path on the page's own host: `/owner/repo/stargazers` is
/// `["owner", "repo", "stargazers"]`, its character references decoded. Anything else (another
/// host, a query, a fragment, an empty or dot segment, an escape) is not a path this reader follows.
enum PageLink {
    private static let maximumLength = 512

    static func segments(_ href: ArraySlice<UInt8>?) -> [Substring]? {
        guard let href, href.count <= maximumLength else { return nil }
        let raw = String(decoding: href, as: UTF8.self)
        // An attribute's character references are its text, as a browser reads it:
        // `/lumen&#x2D;labs/quill` is `/lumen-labs/quill`. Decoded once; an `&` left is refused.
        let text = (raw.contains("&") ? HTMLEntityDecoder.decode(raw, names: .html, inAttribute: true) : raw).trimmingASCIIWhitespace
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

    /// `owner/name` when the owner is a login GitHub allows and the name a repo name it allows
    /// (`RepoName`'s rule: letters, digits, `.`, `-`, `_`, at most 100, not `.` or `..`). Stricter
    /// than `RepoName` for the owner, as only a page's names need be: a login has no `_` or `.`.
    static func validRepo(_ owner: Substring, _ name: Substring) -> (owner: String, name: String)? {
        guard isLogin(owner), let repo = RepoName(parsing: "\(owner)/\(name)"), repo.isGitHubName,
              repo.owner == owner, repo.name == name
        else { return nil }
        return (repo.owner, repo.name)
    }

    /// A GitHub login that is an account's, not one of GitHub's own pages.
    static func login(_ text: Substring) -> String? {
        guard isLogin(text), !reservedPaths.contains(text.lowercased()) else { return nil }
        return String(text)
    }

    /// A login GitHub has: 1 to 39 ASCII letters, digits and hyphens, not starting with one.
    /// Accounts made before GitHub forbade a trailing or doubled hyphen (`old--timer`,
    /// `trailing-`) keep theirs, and search and the command line take them too.
    private static func isLogin(_ text: Substring) -> Bool {
        let hyphen = UInt8(ascii: "-")
        guard (1...39).contains(text.utf8.count), text.utf8.first != hyphen else { return false }
        return text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), hyphen: true
            default: false
            }
        }
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
