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
        guard let dto = SearchPageReader.read(response.body) ?? decoded(response.body) else {
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

    /// For the fuzzer: true when `SearchPageReader` reads `body` exactly as `JSONDecoder` does, or
    /// leaves it to `JSONDecoder`. False is a bug in the reader.
    public static func fastReaderAgrees(on body: Data) -> Bool {
        guard let fast = SearchPageReader.read(body) else { return true }
        return fast == decoded(body)
    }

    /// `JSONDecoder`'s reading, for what `SearchPageReader` leaves to it.
    static func decoded(_ body: Data) -> SearchResponseDTO? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(SearchResponseDTO.self, from: body)
    }
}

/// The fields of a search page the mapper uses.
struct SearchResponseDTO: Decodable, Equatable {
    let incomplete_results: Bool?
    let items: [ItemDTO]
}

struct ItemDTO: Equatable {
    struct OwnerDTO: Decodable, Equatable { let login: String }

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

extension ItemDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, name, full_name, owner, html_url, description, language, stargazers_count, forks_count, created_at
        /// GitHub Enterprise Server's older names, used only when the usual ones are missing.
        case watchers_count, forks
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        full_name = try container.decode(String.self, forKey: .full_name)
        owner = try container.decodeIfPresent(OwnerDTO.self, forKey: .owner)
        html_url = try container.decode(String.self, forKey: .html_url)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        stargazers_count = try container.decodeIfPresent(Int.self, forKey: .stargazers_count)
            ?? container.decode(Int.self, forKey: .watchers_count)
        forks_count = try container.decodeIfPresent(Int.self, forKey: .forks_count) ?? container.decode(Int.self, forKey: .forks)
        created_at = try container.decode(Date.self, forKey: .created_at)
    }
}
