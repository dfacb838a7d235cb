#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fields of one search item as `SearchPageReader` meets them, in any order, each at most
/// once; `item` applies `ItemDTO`'s decoding rules to them.
struct SearchItemFields {
    enum Field: Int {
        case id, name, fullName, owner, htmlURL, description, language, stars, watchers, forksCount, forks, createdAt

        /// The field a key names, or nil for the 70-odd keys nobody reads.
        init?(_ key: JSONByteScanner.StringSpan, in scanner: JSONByteScanner) {
            let match: Field?
            switch key.end - key.start {
            case 2: match = scanner.spanEquals(key, "id") ? .id : nil
            case 4: match = scanner.spanEquals(key, "name") ? .name : nil
            case 5: match = scanner.spanEquals(key, "owner") ? .owner : scanner.spanEquals(key, "forks") ? .forks : nil
            case 8: match = scanner.spanEquals(key, "html_url") ? .htmlURL : scanner.spanEquals(key, "language") ? .language : nil
            case 9: match = scanner.spanEquals(key, "full_name") ? .fullName : nil
            case 10: match = scanner.spanEquals(key, "created_at") ? .createdAt : nil
            case 11: match = scanner.spanEquals(key, "description") ? .description : scanner.spanEquals(key, "forks_count") ? .forksCount : nil
            case 14: match = scanner.spanEquals(key, "watchers_count") ? .watchers : nil
            case 16: match = scanner.spanEquals(key, "stargazers_count") ? .stars : nil
            default: match = nil
            }
            guard let match else { return nil }
            self = match
        }
    }

    private var seen: UInt16 = 0
    var id: Int?
    var name: String?
    var fullName: String?
    /// `.some(nil)` for a `null`, nil when absent: `ItemDTO` treats both as no value.
    var owner: ItemDTO.OwnerDTO??
    var htmlURL: String??
    var description: String??
    var language: String??
    var stars: Int??
    var watchers: Int??
    var forksCount: Int??
    var forks: Int??
    var createdAt: Date?

    /// Records that `field` was met; false the second time (a duplicated key goes to `JSONDecoder`).
    mutating func mark(_ field: Field) -> Bool {
        let bit: UInt16 = 1 << field.rawValue
        guard seen & bit == 0 else { return false }
        seen |= bit
        return true
    }

    /// The item, or nil when a required field is missing (as `ItemDTO`'s decoding would fail).
    /// The counts are optional there (a missing one is the mapper's business), so here too.
    var item: ItemDTO? {
        guard let id, let name, let fullName, let createdAt else { return nil }
        return ItemDTO(
            id: id, name: name, full_name: fullName, owner: owner ?? nil, html_url: htmlURL ?? nil,
            description: description ?? nil, language: language ?? nil,
            stargazers_count: stars ?? nil, watchers_count: watchers ?? nil,
            forks_count: forksCount ?? nil, forks: forks ?? nil, created_at: createdAt
        )
    }
}
