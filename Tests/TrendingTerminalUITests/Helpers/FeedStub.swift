import TrendingData
import TrendingDomain
import TrendingTerminalUI

/// A feed for tests that never print a digest: github.com's link rule, the list sorted by stars.
struct FeedStub: DigestFeed {
    var repoPages: any RepoWebLinks { GitHubWebLinks(apiBase: GitHubAPI.defaultBaseURL) }
    var site = "github.com"
    var id = "tag:github.com,2026:trending?since=daily"
    var link = "https://github.com/search?q=stars"
    var sort = TrendingSort.stars
    var generatorVersion = "0.0.0"
}
