#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingTerminalUI

/// What a digest or feed needs beyond the list itself: the site whose pages it links to, and the
/// feed's identity, which depends only on the query (so a feed reader keeps one feed per query).
struct FeedContext: DigestFeed {
    let links: GitHubWebLinks
    private let options: ListOptions
    private let now: Date

    /// What the list is sorted by: a narrow table keeps that column longest.
    var sort: TrendingSort { options.sort }

    init(links: GitHubWebLinks = GitHubWebLinks(apiBase: GitHubAPI.defaultBaseURL), options: ListOptions = ListOptions(), now: Date = Date()) {
        self.links = links
        self.options = options
        self.now = now
    }

    /// A tag URI (RFC 4151): `tag:github.com,2026:trending?since=daily&language=swift`. Made
    /// when asked: only an Atom feed has an id.
    var id: String {
        var parts = ["since=" + options.period.rawValue]
        // Another list, so another feed; `new` stays unnamed, so existing feeds keep their id.
        if options.scope == .all { parts.append("scope=all") }
        if let language = options.language { parts.append("language=" + GitHubWebLinks.pathSegment(language.lowercased())) }
        parts += options.query.normalizedTopics.map { "topic=" + GitHubWebLinks.pathSegment($0) }.sorted()
        if let minStars = options.query.minStars { parts.append("min-stars=\(minStars)") }
        // --source search never filters by it (said in a note): not this feed's.
        if let spoken = options.spokenLanguage, options.source != .search { parts.append("spoken-language=" + GitHubWebLinks.pathSegment(spoken.lowercased())) }
        if options.newOnly { parts.append("new-only") }
        // A tag's authority is a DNS name: the site without its port.
        let authority = links.site.hasPrefix("[") ? "github.com" : String(links.site.prefix { $0 != ":" })
        return "tag:\(authority),2026:trending?" + parts.joined(separator: "&")
    }

    /// The site's search for the same repos.
    var link: String { links.search(options.query, now: now) }

    var repoPages: any RepoWebLinks { links }
    var site: String { links.site }
    var generatorVersion: String { Version.current }
}
