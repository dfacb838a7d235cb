#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The page memory in `trending-page.json` in the state folder (another API server's in
/// `HOST-PORT-trending-page.json`), beside `state.json`: the same
/// lock, atomic writes, and a corrupt file moved aside. Bounded by `PageMemory`.
public struct LocalPageMemoryStore: PageMemoryStore {
    public static let key = "trending-page.json"
    static let formatVersion = 1

    private let file: StateFile<PageMemory>

    /// - Parameter scope: names the API server (`GitHubAPI.cacheScope`, empty for GitHub's own):
    ///   one server's page is no other's, so each has its own memory (`HOST-PORT-trending-page.json`).
    public init(storage: any LocalStorageClient, scope: String = "", now: @escaping @Sendable () -> Date) {
        file = StateFile(
            storage: storage, key: CacheFileNames.prefix(scope: scope) + Self.key,
            empty: PageMemory(), now: now,
            decode: { Self.decode($0, now: now()) },
            encode: { memory in
                let dto = PageMemoryDTO(
                    version: Self.formatVersion, repos: memory.sightings.values.sorted { $0.repo.repoName.key < $1.repo.repoName.key }.map(SightingDTO.init),
                    pages: memory.reads.map(PageReadDTO.init)
                )
                return try JSONEncoder.storedFiles().encode(dto)
            }
        )
    }

    public func read() throws(StateError) -> StateResult<PageMemory> {
        try file.read()
    }

    public func update<T>(_ change: (inout PageMemory) -> T) throws(StateError) -> StateResult<T> {
        try file.update(change)
    }

    /// A sighting whose repo, name, date or period does not read makes the file corrupt: it
    /// is this tool's own file, and a hand-edited one is moved aside, not half believed. The
    /// page lists only names GitHub allows, so a name that is not one is such an edit. A read or
    /// sighting dated after `now` (beyond `PageMemory.clockSkew`: a clock once ahead) never
    /// happened, and is left out, so that it neither stands for today's read nor is told.
    static func decode(_ data: Data, now: Date) -> Decoded<PageMemory> {
        let latest = now.addingTimeInterval(PageMemory.clockSkew)
        guard let dto = try? JSONDecoder().decode(PageMemoryDTO.self, from: data) else { return .corrupt }
        guard dto.version <= formatVersion else { return .newerVersion(dto.version) }
        var sightings: [String: PageSighting] = [:]
        for entry in dto.repos {
            // A repo whose name held the token was masked when written: left out, not the file.
            if StoredSecretScrub.isMasked(entry.repo.owner) || StoredSecretScrub.isMasked(entry.repo.name) { continue }
            guard let repo = entry.repo.repo, RepoName.isStored(repo.fullName), repo.repoName.isGitHubName, let at = PlausibleDate.date(entry.seen_at),
                  let period = TrendingPeriod(rawValue: entry.period), entry.rank > 0
            else { return .corrupt }
            guard at <= latest else { continue }
            let counted = entry.counted_at.map(PlausibleDate.date)
            if counted == .some(nil) { return .corrupt }
            sightings[repo.repoName.key] = PageSighting(
                repo: repo, at: at, period: period, language: entry.language, rank: entry.rank, spokenLanguage: entry.spoken_language,
                countedAt: counted.flatMap { $0 }.flatMap { $0 <= latest ? $0 : nil }
            )
        }
        var reads: [PageRead] = []
        for entry in dto.pages ?? [] {
            guard let at = PlausibleDate.date(entry.read_at), let period = TrendingPeriod(rawValue: entry.period) else { return .corrupt }
            if at <= latest { reads.append(PageRead(period: period, language: entry.language, spokenLanguage: entry.spoken_language, at: at)) }
        }
        return .value(PageMemory(sightings: sightings, reads: reads))
    }
}

private struct PageMemoryDTO: Codable {
    let version: Int
    let repos: [SightingDTO]
    /// Absent in files written before each page's read was kept.
    let pages: [PageReadDTO]?
}

private struct PageReadDTO: Codable {
    let period: String
    let language: String?
    let spoken_language: String?
    let read_at: Double

    init(_ read: PageRead) {
        period = read.period.rawValue
        language = read.language
        spoken_language = read.spokenLanguage
        read_at = read.at.timeIntervalSince1970
    }
}

private struct SightingDTO: Codable {
    let repo: StoredRepoDTO
    let seen_at: Double
    let period: String
    let language: String?
    let rank: Int
    /// Absent in files written before spoken-language pages were remembered.
    let spoken_language: String?
    /// Absent in files written before a count's time was kept.
    let counted_at: Double?

    init(_ sighting: PageSighting) {
        repo = StoredRepoDTO(sighting.repo)
        seen_at = sighting.at.timeIntervalSince1970
        period = sighting.period.rawValue
        language = sighting.language
        rank = sighting.rank
        spoken_language = sighting.spokenLanguage
        counted_at = sighting.countedAt?.timeIntervalSince1970
    }
}
