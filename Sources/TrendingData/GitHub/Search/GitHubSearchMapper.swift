#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Maps a search response to repos. Tolerates every field GitHub documents as nullable.
public enum GitHubSearchMapper {
    /// - Parameter authorization: the request's `Authorization` header, for what a 401 means
    ///   and to mask its token in what the server says.
    public static func map(_ response: HTTPResponse, now: Date, authorization: String? = nil) throws(RemoteLoadError) -> TrendingSearchResult {
        try page(response, now: now, authorization: authorization).result
    }

    /// `map`, with the items left out by name, for paging to count each repo once.
    static func page(
        _ response: HTTPResponse, now: Date, authorization: String? = nil
    ) throws(RemoteLoadError) -> (result: TrendingSearchResult, leftOut: LeftOutItems) {
        guard (200...299).contains(response.status) else {
            throw GitHubErrorMapper.error(for: response, now: now, authorization: authorization)
        }
        // An unpaired surrogate in one description is that text's fault, not the page's: it is
        // repaired to U+FFFD and the page read again, by either reader (also when the first
        // reading left items out: the surrogate may be all that was wrong with them).
        let read = { (body: Data) in SearchPageReader.read(body) ?? decoded(body) }
        var reading = read(response.body)
        if reading?.unreadable.isEmpty != true, let repaired = JSONSurrogateRepair.repaired(response.body).flatMap(read) {
            reading = repaired
        }
        guard let dto = reading else { throw .malformedResponse }
        // A bad item costs only itself: one with an impossible count or date, or one that can't
        // be read as a repo, is left out with a notice (and never cached, so no later run meets it).
        var leftOut = LeftOutItems()
        dto.unreadable.forEach { leftOut.addUnreadable($0) }
        var repos: [Repo] = []
        repos.reserveCapacity(dto.items.count)
        for item in dto.items {
            // A missing count is the item's problem (below); an impossible one is dropped here.
            guard [item.stars, item.forkCount].allSatisfy({ $0.map(PlausibleCount.contains) ?? true }),
                  PlausibleDate.contains(item.created_at)
            else {
                leftOut.addImplausible(item.key)
                continue
            }
            guard let repo = item.repo else {
                leftOut.addUnreadable(item.key)
                continue
            }
            repos.append(repo)
        }
        let result = TrendingSearchResult(
            repos: repos, isIncomplete: dto.incomplete_results ?? false, droppedItems: leftOut.implausibleCount,
            unreadableItems: leftOut.unreadableCount, totalCount: dto.total_count
        )
        return (result, leftOut)
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
        decoder.dateDecodingStrategy = GitHubTimestamp.decoding
        return try? decoder.decode(SearchResponseDTO.self, from: body)
    }
}
