#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Maps a search response to repos. Tolerates every field GitHub documents as nullable.
public enum GitHubSearchMapper {
    public static func map(_ response: HTTPResponse, now: Date) throws(RemoteLoadError) -> TrendingSearchResult {
        guard (200...299).contains(response.status) else {
            throw GitHubErrorMapper.error(for: response, now: now)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let dto = try? decoder.decode(SearchResponseDTO.self, from: response.body) else {
            throw .malformedResponse
        }
        // An impossible count or date is one bad item, dropped with a notice (and never cached, so
        // no later run meets it); an unusable item is a bad answer.
        let plausible = dto.items.filter {
            PlausibleCount.contains($0.stargazers_count) && PlausibleCount.contains($0.forks_count) && PlausibleDate.contains($0.created_at)
        }
        let repos = plausible.compactMap(\.repo)
        guard repos.count == plausible.count else { throw .malformedResponse }
        return TrendingSearchResult(
            repos: repos, isIncomplete: dto.incomplete_results ?? false, droppedItems: dto.items.count - plausible.count
        )
    }
}

private struct SearchResponseDTO: Decodable {
    let incomplete_results: Bool?
    let items: [ItemDTO]
}

private struct ItemDTO: Decodable {
    struct OwnerDTO: Decodable { let login: String }

    let id: Int
    let name: String
    let full_name: String
    let owner: OwnerDTO?
    let html_url: String
    let description: String?
    let language: String?
    let stargazers_count: Int
    let forks_count: Int
    let created_at: Date

    /// Nil when the item can't be a repo (no usable owner or URL).
    var repo: Repo? {
        // GitHub documents `owner` as nullable; `full_name` is always `owner/name`.
        guard let login = owner?.login ?? full_name.split(separator: "/").first.map(String.init),
              !login.isEmpty,
              let url = URL(string: html_url)
        else { return nil }
        return Repo(
            id: id, owner: login, name: name, description: description, language: language,
            stars: stargazers_count, forks: forks_count, url: url, createdAt: created_at
        )
    }
}
