#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The framing of the wire between `trending` and `trending-fetch`, owned here for both ends:
/// `[UInt32 big-endian length][bytes]`, at most `maxFrameLength` bytes, so a peer that floods or
/// garbles its output can make the reader fail but never allocate more than the cap.
public enum FetchWireFraming {
    /// The largest body the helper accepts (20 MiB), plus room for a head.
    public static let maxFrameLength = 21 * 1024 * 1024

    /// A frame for `payload`, or nil when it is longer than the wire allows.
    public static func frame(_ payload: Data) -> Data? {
        prefix(length: payload.count).map { $0 + payload }
    }

    /// The 4 bytes that announce a payload of `length`, for a writer that sends a large payload
    /// after them without copying it; nil past the cap.
    public static func prefix(length: Int) -> Data? {
        guard (0...maxFrameLength).contains(length) else { return nil }
        var bigEndian = UInt32(length).bigEndian
        return Data(bytes: &bigEndian, count: 4)
    }

    /// Reads one frame through `read`, which returns exactly the bytes asked for or throws.
    /// The length is checked before any buffer is made for it.
    public static func readFrame(_ read: (Int) throws(WireError) -> Data) throws(WireError) -> Data {
        let length = try length(of: read(4))
        return length == 0 ? Data() : try read(length)
    }

    /// The length a 4-byte prefix announces, refused past the cap.
    public static func length(of prefix: Data) throws(WireError) -> Int {
        guard prefix.count == 4 else { throw .closed }
        let length = prefix.reduce(0) { ($0 << 8) | Int($1) }
        guard length <= maxFrameLength else { throw .frameTooLong(length) }
        return length
    }
}
