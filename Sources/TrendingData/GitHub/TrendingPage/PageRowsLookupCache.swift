#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// What the rows' search of one read of a trending page left out: a run reading the same copy
/// again (within `--max-age`, or `--offline`) says it as the reading run did, and asks GitHub's
/// search nothing for rows it answered without then (it would again, and a cached run asks none).
struct PageRowsLookup: Equatable {
    /// When the page was read: the copy's `fetchedAt`. A lookup of another read says nothing of this one.
    let readAt: Date
    /// The `--topic` and `--min-stars` it was made with (`filter(of:)`): they choose the rows kept.
    let filter: String
    /// The keys (`RepoName.key`) of the rows it left out (or that did not fit the filter).
    let leftOut: Set<String>
    /// Rows in parts GitHub refused (422), rows it answered without, items it described in a way
    /// no repo is or that could not be read: as said then.
    let refused, unfound, dropped, unreadable: Int
    /// Parts of `leftOut` GitHub refused, each known to hold a refused row (`NamedSearchParts`).
    var refusedParts: [Set<String>] = []
    /// When the read that first found `refusedParts` was (an earlier one when they were carried).
    var partsSince: Date?

    /// `--topic` and `--min-stars` as one text, the same for the same filter: empty for none.
    static func filter(of query: TrendingQuery) -> String {
        let topics = query.normalizedTopics.joined(separator: ",")
        return topics.isEmpty && query.minStars == nil ? "" : "topics=\(topics);min-stars=\(query.minStars.map(String.init) ?? "")"
    }

    /// The notes the reading run gave for them, of a page of `total` rows.
    func warnings(of total: Int) -> [TrendingWarning] {
        var said: [TrendingWarning] = []
        if refused > 0 { said.append(.trendingPageRowsRefused(refused, of: total)) }
        if unfound > 0 { said.append(.trendingPageRowsUnfound(unfound, of: total)) }
        if dropped > 0 { said.append(.implausibleItemsDropped(dropped)) }
        if unreadable > 0 { said.append(.unreadableItemsDropped(unreadable)) }
        return said
    }
}

/// The latest `PageRowsLookup` of each trending page, one small file beside the page's copy.
/// A cache: unreadable, it is moved aside and `onProblem` told; unwritable, a later run asks again.
struct PageRowsLookupCache: Sendable {
    static let formatVersion = 1

    private let file: CacheFile
    private let scope: String
    private let onProblem: @Sendable (CacheError) -> Void

    init(storage: any LocalStorageClient, scope: String, now: @escaping @Sendable () -> Date, onProblem: @escaping @Sendable (CacheError) -> Void) {
        file = CacheFile(storage: storage, now: now)
        self.scope = scope
        self.onProblem = onProblem
    }

    func load(_ period: TrendingPeriod, language: String?, spokenLanguage: String?, filter: String = "") -> PageRowsLookup? {
        do {
            return try file.load(key(period, language: language, spokenLanguage: spokenLanguage, filter: filter)) { data in
                .cached(LookupFileDTO.self, from: data, formatVersion: Self.formatVersion)
            }
        } catch {
            onProblem(error)
            return nil
        }
    }

    func save(_ lookup: PageRowsLookup, _ period: TrendingPeriod, language: String?, spokenLanguage: String?) {
        let key = key(period, language: language, spokenLanguage: spokenLanguage, filter: lookup.filter)
        try? file.save({ try JSONEncoder.storedFiles().encode(LookupFileDTO(lookup)) }, to: key)
    }

    /// `[SCOPE-]page-rows-_2Ftrending_3Fsince_3Dweekly.json`, named like the page's own copy, one
    /// per `--topic` and `--min-stars` (`PageRowsLookup.filter`), so one filter's read keeps another's.
    func key(_ period: TrendingPeriod, language: String?, spokenLanguage: String?, filter: String = "") -> String {
        let page = TrendingPageAddress(.repos, origin: "https://github.com", since: period, language: language, spokenLanguage: spokenLanguage)
        let prefix = CacheFileNames.prefix(scope: scope)
        let filtered = filter.isEmpty ? "" : "#" + filter
        // A long filter or language is named by its hash, as a list's is.
        return LocalTrendingCache.fileName(prefix + "page-rows-" + LocalTrendingCache.slug((page.cacheName + filtered).lowercased()))
    }
}

private struct LookupFileDTO: Codable, CachedEntryFile {
    let version: Int
    let read_at: Double
    /// `PageRowsLookup.filter`; absent for none.
    let filter: String?
    let left_out: [String]
    let refused: Int
    let unfound: Int
    let dropped: Int
    let unreadable: Int
    /// `PageRowsLookup.refusedParts` and `partsSince`; absent in files of earlier versions.
    let refused_parts: [[String]]?
    let parts_since: Double?

    init(_ lookup: PageRowsLookup) {
        version = PageRowsLookupCache.formatVersion
        read_at = lookup.readAt.timeIntervalSince1970
        filter = lookup.filter.isEmpty ? nil : lookup.filter
        left_out = lookup.leftOut.sorted()
        refused = lookup.refused
        unfound = lookup.unfound
        dropped = lookup.dropped
        unreadable = lookup.unreadable
        refused_parts = lookup.refusedParts.isEmpty ? nil : lookup.refusedParts.map { $0.sorted() }
        parts_since = lookup.partsSince?.timeIntervalSince1970
    }

    var entry: PageRowsLookup? {
        // A page holds a few dozen rows: counts past that, or names no repo has, are no lookup of one.
        let counts = [refused, unfound, dropped, unreadable]
        guard let readAt = PlausibleDate.date(read_at), counts.allSatisfy({ (0...1_000).contains($0) }), left_out.count <= 1_000, (filter?.utf8.count ?? 0) <= 4_096,
              left_out.allSatisfy({ RepoName(parsing: $0)?.key == $0 })
        else { return nil }
        // Parts are the left-out rows' own; any other is no part of this lookup, and is dropped.
        let leftOut = Set(left_out)
        let parts = (refused_parts ?? []).prefix(1_000).map(Set.init).filter { !$0.isEmpty && $0.isSubset(of: leftOut) }
        return PageRowsLookup(
            readAt: readAt, filter: filter ?? "", leftOut: leftOut, refused: refused, unfound: unfound, dropped: dropped, unreadable: unreadable,
            refusedParts: parts, partsSince: parts_since.flatMap(PlausibleDate.date)
        )
    }
}
