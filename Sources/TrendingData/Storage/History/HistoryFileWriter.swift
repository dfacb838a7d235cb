#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Lays out `history.json` in a fixed order: `{"version":N,"repos":{…}}`, the repos seen most
/// recently first (ties by key), each repo's snapshots oldest first, no spaces, so a list can
/// read only the file's head (Architecture.md, Decisions: "The cached path stays cheap").
enum HistoryFileWriter {
    static func data(_ history: SnapshotHistory, version: Int) -> Data {
        let order = history.snapshots.sorted {
            let (left, right) = ($0.value.last?.at ?? .distantPast, $1.value.last?.at ?? .distantPast)
            return left != right ? left > right : $0.key < $1.key
        }
        var out: [UInt8] = []
        out.reserveCapacity(64 + history.snapshots.reduce(0) { $0 + 48 + $1.value.count * 20 })
        append(#"{"version":"#, to: &out)
        appendInteger(version, to: &out)
        append(#","repos":{"#, to: &out)
        for (index, entry) in order.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(entry.key, to: &out)
            append(":[", to: &out)
            for (position, snapshot) in entry.value.enumerated() {
                append(position == 0 ? "[" : ",[", to: &out)
                appendInteger(Int(snapshot.at.timeIntervalSince1970.rounded(.down)), to: &out)
                out.append(UInt8(ascii: ","))
                appendInteger(snapshot.stars, to: &out)
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "]"))
        }
        append("}}", to: &out)
        return Data(out)
    }

    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Decimal digits; a small `String`'s bytes live inline, so this allocates nothing.
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        out.append(contentsOf: String(value).utf8)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`, the rest as UTF-8.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0..<0x20:
                func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10 }
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex(byte >> 4), hex(byte & 15)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
