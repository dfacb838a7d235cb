#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A repo as this tool stores it on disk (cache and state alike). Dates are Unix seconds:
/// exact, and quick to decode.
struct StoredRepoDTO: Codable, Equatable {
    let id: Int
    let owner: String
    let name: String
    let description: String?
    let language: String?
    let stars: Int
    let forks: Int
    let url: String
    let created_at: Double

    init(
        id: Int, owner: String, name: String, description: String?, language: String?, stars: Int, forks: Int, url: String,
        created_at: Double
    ) {
        self.id = id
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.url = url
        self.created_at = created_at
    }

    init(_ repo: Repo) {
        id = repo.id
        owner = repo.owner
        name = repo.name
        description = repo.description
        language = repo.language
        stars = repo.stars
        forks = repo.forks
        url = repo.urlText
        created_at = repo.createdAt.timeIntervalSince1970
    }

    /// Nil when a count or date is impossible. The URL is kept as text: it is parsed, and
    /// judged by `RepoWebLinks`' rule, only when something links or opens it.
    var repo: Repo? {
        guard let createdAt = PlausibleDate.date(created_at),
              PlausibleCount.contains(stars), PlausibleCount.contains(forks)
        else { return nil }
        return Repo(
            id: id, owner: owner, name: name, description: description, language: language,
            stars: stars, forks: forks, urlText: url, createdAt: createdAt
        )
    }
}
