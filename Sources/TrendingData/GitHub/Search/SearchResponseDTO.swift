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
    /// The items that could not be read (a date that is no ISO 8601 time, a missing id): each
    /// one's `ItemDTO.key`, or nil when it names no repo. Each costs only itself.
    let unreadable: [String?]

    private enum CodingKeys: String, CodingKey { case total_count, incomplete_results, items }

    init(total_count: Int?, incomplete_results: Bool?, items: [ItemDTO], unreadable: [String?] = []) {
        self.total_count = total_count
        self.incomplete_results = incomplete_results
        self.items = items
        self.unreadable = unreadable
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        incomplete_results = try container.decodeIfPresent(Bool.self, forKey: .incomplete_results)
        let elements = try container.decode([Element].self, forKey: .items)
        items = elements.compactMap(\.item)
        unreadable = elements.filter { $0.item == nil }.map(\.key)
        // Only a footer's count rides on it: a count that is no whole number is ignored, not
        // allowed to throw away a list that is otherwise fine.
        total_count = (try? container.decodeIfPresent(Int.self, forKey: .total_count)) ?? nil
    }

    /// One element of `items`: the item, or what names the repo when the item can't be read.
    private struct Element: Decodable {
        let item: ItemDTO?
        let key: String?

        init(from decoder: any Decoder) throws {
            item = try? ItemDTO(from: decoder)
            key = item == nil ? ItemDTO.key(from: decoder) : nil
        }
    }
}

/// One search item's fields.
struct ItemDTO: Decodable, Equatable {
    struct OwnerDTO: Decodable, Equatable { let login: String }

    let id: Int
    let name: String
    let full_name: String
    let owner: OwnerDTO?
    /// Untrusted and never needed: the repo's page is judged, or derived from its name, where it
    /// is shown (`RepoWebLinks`), so one that is null or no string costs nothing.
    let html_url: String?
    let description: String?
    let language: String?
    // Old GitHub Enterprise servers send only the documented synonyms `watchers_count` and `forks`.
    let stargazers_count: Int?
    let watchers_count: Int?
    let forks_count: Int?
    let forks: Int?
    let created_at: Date

    private enum CodingKeys: String, CodingKey {
        case id, name, full_name, owner, html_url, description, language, stargazers_count, watchers_count, forks_count, forks, created_at
    }

    init(
        id: Int, name: String, full_name: String, owner: OwnerDTO?, html_url: String?, description: String?, language: String?,
        stargazers_count: Int?, watchers_count: Int?, forks_count: Int?, forks: Int?, created_at: Date
    ) {
        self.id = id
        self.name = name
        self.full_name = full_name
        self.owner = owner
        self.html_url = html_url
        self.description = description
        self.language = language
        self.stargazers_count = stargazers_count
        self.watchers_count = watchers_count
        self.forks_count = forks_count
        self.forks = forks
        self.created_at = created_at
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        full_name = try container.decode(String.self, forKey: .full_name)
        owner = try container.decodeIfPresent(OwnerDTO.self, forKey: .owner)
        html_url = (try? container.decodeIfPresent(String.self, forKey: .html_url)) ?? nil
        description = try container.decodeIfPresent(String.self, forKey: .description)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        stargazers_count = try Self.count(container, .stargazers_count)
        watchers_count = try Self.count(container, .watchers_count)
        forks_count = try Self.count(container, .forks_count)
        forks = try Self.count(container, .forks)
        created_at = try container.decode(Date.self, forKey: .created_at)
    }

    /// A count as a whole number; a number no `Int` holds (past 2^63, or with a fraction) is an
    /// impossible count, kept as one (`Int.max`, `Int.min`), so the mapper leaves out that item
    /// with a notice rather than the decoder refusing the whole page.
    private static func count(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int? {
        if let whole = try? container.decodeIfPresent(Int.self, forKey: key) { return whole }
        guard let number = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
        if number.rounded() == number, abs(number) <= 1e15 { return Int(number) }
        return number < 0 ? Int.min : Int.max
    }

    var stars: Int? { stargazers_count ?? watchers_count }
    var forkCount: Int? { forks_count ?? forks }

    /// Names the item's repo among the items left out, so a repo repeated on two pages counts once.
    var key: String { "id:\(id)" }

    /// `key` for an item that could not be read: by its id, else its name, else nil.
    static func key(from decoder: any Decoder) -> String? {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return nil }
        if let id = try? container.decode(Int.self, forKey: .id) { return "id:\(id)" }
        return (try? container.decode(String.self, forKey: .full_name)).map { "name:" + $0.lowercased() }
    }

    /// Nil when the item can't be a repo (no usable owner, no star count).
    var repo: Repo? {
        // GitHub documents `owner` as nullable; `full_name` is always `owner/name`.
        guard let login = owner?.login ?? full_name.split(separator: "/").first.map(String.init),
              !login.isEmpty,
              let stars
        else { return nil }
        // A name with a part missing is no repo, and would not read back from a state file.
        guard RepoName(owner: login, name: name).isStorable else { return nil }
        // The page is kept as text, parsed and judged only where it is shown or opened.
        return Repo(
            id: id, owner: login, name: name, description: description, language: language,
            stars: stars, forks: forkCount ?? 0, urlText: html_url ?? "", createdAt: created_at
        )
    }
}
