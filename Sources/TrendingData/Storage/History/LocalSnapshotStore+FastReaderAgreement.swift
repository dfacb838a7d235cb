#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

extension LocalSnapshotStore {
    /// For the fuzzer: true when `HistoryFileParser` reads `data` exactly as `JSONDecoder` does,
    /// or leaves it to `JSONDecoder`. False is a bug in the parser.
    public static func fastReaderAgrees(on data: Data) -> Bool {
        guard let fast = HistoryFileParser.parse(data) else { return true }
        return fast == HistoryFileDTO.file(from: data)
    }

    /// For the fuzzer and tests: true when a read restricted to `keys` (cut to the tails from
    /// `since`, stopping early or not) keeps exactly the series `JSONDecoder` reads for those
    /// repos, or leaves the file to the whole read. False is a bug in the parser. (The series it
    /// passes over are checked at their ends, not judged, so a file the whole read refuses may
    /// still give a list its part.)
    public static func restrictedReadAgrees(on data: Data, keys: Set<String>, since: Date?) -> Bool {
        let reads = [false, true].map { HistoryFileParser.parse(data, keys: keys, stopsWhenFound: $0, since: since) }
        guard reads.contains(where: { $0 != nil }), let whole = HistoryFileDTO.file(from: data) else { return true }
        let kept = whole.repos.filter { keys.contains($0.key) }.mapValues { series in
            since.map { StarSnapshot.tail(series, since: $0) } ?? series
        }
        return reads.allSatisfy { read in
            guard let read else { return true }
            return read.version == whole.version && read.repos == kept
        }
    }
}
