#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A repo as this tool stores it on disk (cache and state alike). Dates are Unix seconds:
/// exact, and quick to decode.
struct StoredRepoDTO: Codable {
    let id: Int
    let owner: String
    let name: String
    let description: String?
    let language: String?
    let stars: Int
    let forks: Int
    let url: String
    let created_at: Double

    init(_ repo: Repo) {
        id = repo.id
        owner = repo.owner
        name = repo.name
        description = repo.description
        language = repo.language
        stars = repo.stars
        forks = repo.forks
        url = repo.url.absoluteString
        created_at = repo.createdAt.timeIntervalSince1970
    }

    /// Nil when the stored URL no longer parses, or a count or date is impossible.
    var repo: Repo? {
        guard let url = URL(string: url), let createdAt = PlausibleDate.date(created_at),
              PlausibleCount.contains(stars), PlausibleCount.contains(forks)
        else { return nil }
        return Repo(
            id: id, owner: owner, name: name, description: description, language: language,
            stars: stars, forks: forks, url: url, createdAt: createdAt
        )
    }
}
