#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cache file's DTO: a format version and the entry it maps to, nil when the entry breaks the
/// rules (an impossible date, a bad name).
protocol CachedEntryFile: Decodable {
    associatedtype Entry
    var version: Int { get }
    var entry: Entry? { get }
}

extension Decoded {
    /// The decode path every cache shares: unparsable or an impossible entry is corrupt, another
    /// format version is a newer release's file, else the entry. `fastReader`, when given, reads
    /// the file exactly as `JSONDecoder` would or declines (nil), and then `JSONDecoder` decides.
    static func cached<File: CachedEntryFile>(
        _ file: File.Type, from data: Data, formatVersion: Int, fastReader: (Data) -> File? = { _ in nil }
    ) -> Decoded<Value> where File.Entry == Value {
        // A hand-edited or old file with an unpaired surrogate escape is repaired, not lost.
        func read(_ bytes: Data) -> File? { fastReader(bytes) ?? (try? JSONDecoder().decode(File.self, from: bytes)) }
        guard let dto = read(data) ?? JSONSurrogateRepair.repaired(data).flatMap(read) else { return .corrupt }
        guard dto.version == formatVersion else { return .newerVersion(dto.version) }
        return dto.entry.map(Decoded.value) ?? .corrupt
    }
}
