#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Maps a search response to repos. Tolerates every field GitHub documents as nullable.
public enum GitHubSearchMapper {
    /// - Parameter tokenSent: whether the request carried a token, for what a 401 means.
    public static func map(_ response: HTTPResponse, now: Date, tokenSent: Bool = false) throws(RemoteLoadError) -> TrendingSearchResult {
        guard (200...299).contains(response.status) else {
            throw GitHubErrorMapper.error(for: response, now: now, tokenSent: tokenSent)
        }
        // An unpaired surrogate in one description is that text's fault, not the page's: it is
        // repaired to U+FFFD and the page read again, by either reader.
        let read = { (body: Data) in SearchPageReader.read(body) ?? decoded(body) }
        guard let dto = read(response.body) ?? JSONSurrogateRepair.repaired(response.body).flatMap(read) else {
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
