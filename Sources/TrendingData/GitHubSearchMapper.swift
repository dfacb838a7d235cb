import Foundation
import TrendingDomain

/// Maps a search response to repos. Tolerates every field GitHub documents as nullable.
public enum GitHubSearchMapper {
    /// - Parameter tokenSent: whether the request carried a token, for what a 401 means.
    public static func map(_ response: HTTPResponse, now: Date, tokenSent: Bool = false) throws(RemoteLoadError) -> TrendingSearchResult {
        guard (200...299).contains(response.status) else {
            throw GitHubErrorMapper.error(for: response, now: now, tokenSent: tokenSent)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let dto = try? decoder.decode(SearchResponseDTO.self, from: response.body) else {
            throw .malformedResponse
        }
        let repos = dto.items.compactMap(\.repo)
        guard repos.count == dto.items.count else { throw .malformedResponse }
        return TrendingSearchResult(repos: repos, isIncomplete: dto.incomplete_results ?? false)
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
    // Old GitHub Enterprise servers send only the documented synonyms `watchers_count` and `forks`.
    let stargazers_count: Int?
    let watchers_count: Int?
    let forks_count: Int?
    let forks: Int?
    let created_at: Date

    /// Nil when the item can't be a repo (no usable owner or URL).
    var repo: Repo? {
        // GitHub documents `owner` as nullable; `full_name` is always `owner/name`.
        guard let login = owner?.login ?? full_name.split(separator: "/").first.map(String.init),
              !login.isEmpty,
              let url = URL(string: html_url),
              let stars = stargazers_count ?? watchers_count
        else { return nil }
        return Repo(
            id: id, owner: login, name: name, description: description, language: language,
            stars: stars, forks: forks_count ?? forks ?? 0, url: url, createdAt: created_at
        )
    }
}
