import TrendingDomain

/// A repo's copied web or clone address on any site (`https://ghe.example.com/octo/rocket`,
/// `git@ghe.example.com:octo/rocket.git`), for servers other than GitHub's: the repo it names,
/// and the site, which must be the server's the command asks, or github.com (`mismatch`;
/// bb35 v-D1). github.com's own addresses are `RepoName(parsing:)`'s.
enum RepoAddress {
    /// The repo an address on any site names; nil for anything else.
    static func name(_ text: String) -> RepoName? {
        guard let (_, path) = split(text) else { return nil }
        // The path read as github.com's would be: a place inside the repo is dropped, a site page refused.
        return RepoName(parsing: "https://github.com/" + path)
    }

    /// The site (`host[:port]`, lower-cased, a scheme's default port left out) a copied address
    /// names, `github.com` for github.com's own forms; nil for `OWNER/REPO` or what is no address.
    static func site(_ text: String) -> String? {
        let trimmed = text.trimmingEdges(where: \.isWhitespace).lowercased()
        if RepoName.copiedPrefixes.contains(where: trimmed.hasPrefix) { return "github.com" }
        return split(trimmed)?.site
    }

    /// Refuses a repo's address on another site than the server the command asks: it names another
    /// repo than the one that server would show or open. A bad API URL is the command's own error.
    static func checkSite(of positionals: [String], _ context: CommandContext) throws(ParseError) {
        guard positionals.contains(where: { site($0) != nil }), let api = try? CompositionRoot.api(context),
              let (address, site) = mismatch(in: positionals, site: api.webLinks.site) else { return }
        throw .repoOnAnotherSite(address: address, site: site, asked: api.webLinks.site)
    }

    /// The first positional of `positionals` whose address names a third site: neither `site`
    /// (the web host of the API the command asks) nor github.com, whose addresses name a repo by
    /// the same name on any server (a test server, a mirror), as they always have.
    static func mismatch(in positionals: [String], site expected: String) -> (address: String, site: String)? {
        for word in positionals {
            guard let site = site(word), site != expected.lowercased(), site != "github.com" else { continue }
            return (word, site)
        }
        return nil
    }

    /// `scheme://host[:port]/path` or `git@host:path`, with no user and password but git's.
    private static func split(_ text: String) -> (site: String, path: String)? {
        let text = String(text.trimmingEdges(where: \.isWhitespace))
        let lower = text.lowercased()
        for scheme in ["https://", "http://", "ssh://git@", "git://"] where lower.hasPrefix(scheme) {
            let rest = text.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let authority = rest[..<slash].lowercased()
            guard !authority.isEmpty, !authority.contains("@") else { return nil }
            let defaultPort = scheme == "https://" ? ":443" : scheme == "http://" ? ":80" : ""
            let site = !defaultPort.isEmpty && authority.hasSuffix(defaultPort) ? String(authority.dropLast(defaultPort.count)) : authority
            return (site, String(rest[rest.index(after: slash)...]))
        }
        if lower.hasPrefix("git@"), let colon = text.firstIndex(of: ":") {
            let host = text[text.index(text.startIndex, offsetBy: 4)..<colon].lowercased()
            guard !host.isEmpty, !host.contains("/") else { return nil }
            return (host, String(text[text.index(after: colon)...]))
        }
        return nil
    }
}
