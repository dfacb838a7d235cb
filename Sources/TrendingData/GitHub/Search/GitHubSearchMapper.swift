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
        // An impossible count or date is one bad item, dropped with a notice (and never cached, so
        // no later run meets it); an unusable item is a bad answer.
        let plausible = dto.items.filter { item in
            // A missing count is the item's problem (below); an impossible one is dropped here.
            [item.stars, item.forkCount].allSatisfy { $0.map(PlausibleCount.contains) ?? true } && PlausibleDate.contains(item.created_at)
        }
        let repos = plausible.compactMap(\.repo)
        guard repos.count == plausible.count else { throw .malformedResponse }
        return TrendingSearchResult(
            repos: repos, isIncomplete: dto.incomplete_results ?? false, droppedItems: dto.items.count - plausible.count,
            totalCount: dto.total_count
        )
    }
}

private struct SearchResponseDTO: Decodable {
    let total_count: Int?
    let incomplete_results: Bool?
    let items: [ItemDTO]

    private enum CodingKeys: String, CodingKey { case total_count, incomplete_results, items }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        incomplete_results = try container.decodeIfPresent(Bool.self, forKey: .incomplete_results)
        items = try container.decode([ItemDTO].self, forKey: .items)
        // Only a footer's count rides on it: a count that is no whole number is ignored, not
        // allowed to throw away a list that is otherwise fine.
        total_count = (try? container.decodeIfPresent(Int.self, forKey: .total_count)) ?? nil
    }
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

    var stars: Int? { stargazers_count ?? watchers_count }
    var forkCount: Int? { forks_count ?? forks }

    /// Nil when the item can't be a repo (no usable owner or URL).
    var repo: Repo? {
        // GitHub documents `owner` as nullable; `full_name` is always `owner/name`.
        guard let login = owner?.login ?? full_name.split(separator: "/").first.map(String.init),
              !login.isEmpty,
              let url = URL(string: html_url),
              let stars
        else { return nil }
        return Repo(
            id: id, owner: login, name: name, description: description, language: language,
            stars: stars, forks: forkCount ?? 0, url: url, createdAt: created_at
        )
    }
}
