#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// The file's shape, for `JSONDecoder`, which reads what the fast parser gives up on.
struct HistoryFileDTO: Decodable {
    let version: Int
    let repos: [String: [[Int]]]

    /// `JSONDecoder`'s reading of a history file: nil when it refuses the bytes, or when a
    /// snapshot is not a plausible `[t, s]` (the store then moves the file aside).
    static func file(from data: Data) -> HistoryFileParser.File? {
        guard let dto = try? JSONDecoder().decode(HistoryFileDTO.self, from: data),
              dto.repos.values.allSatisfy({ $0.allSatisfy { $0.count == 2 && PlausibleDate.contains(Double($0[0])) && PlausibleCount.contains($0[1]) } })
        else { return nil }
        return HistoryFileParser.File(version: dto.version, repos: dto.repos.mapValues { $0.map { StarSnapshot(time: $0[0], stars: $0[1]) } })
    }
}
