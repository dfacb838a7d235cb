#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The fields of a search page the mapper uses. `SearchPageReader` builds the same value from
/// the bytes; `JSONDecoder` decodes it when the reader declines.
struct SearchResponseDTO: Decodable, Equatable {
    let total_count: Int?
    let incomplete_results: Bool?
    let items: [ItemDTO]

    private enum CodingKeys: String, CodingKey { case total_count, incomplete_results, items }

    init(total_count: Int?, incomplete_results: Bool?, items: [ItemDTO]) {
        self.total_count = total_count
        self.incomplete_results = incomplete_results
        self.items = items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        incomplete_results = try container.decodeIfPresent(Bool.self, forKey: .incomplete_results)
        items = try container.decode([ItemDTO].self, forKey: .items)
        // Only a footer's count rides on it: a count that is no whole number is ignored, not
        // allowed to throw away a list that is otherwise fine.
        total_count = (try? container.decodeIfPresent(Int.self, forKey: .total_count)) ?? nil
    }
}

/// One search item's fields.
struct ItemDTO: Decodable, Equatable {
    struct OwnerDTO: Decodable, Equatable { let login: String }

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

    /// Nil when the item can't be a repo (no usable owner or URL, no star count).
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
