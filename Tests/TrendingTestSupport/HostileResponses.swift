import Foundation

/// Answers a hostile or broken server gives: pages that link forever, bodies that inflate to
/// gigabytes, old GitHub Enterprise shapes. Each is built in memory, cheaply.
public enum HostileResponses {
    /// A search body of repos `o/r<id>` for `ids`, best first; `fields` adds to or replaces the
    /// count fields (`stargazers_count`, `forks_count`), so old Enterprise shapes can be sent.
    public static func searchBody(ids: some Sequence<Int>, countFields: (Int) -> String = { id in
        #""stargazers_count":\#(100_000 - id),"forks_count":\#(id)"#
    }) -> Data {
        let items = ids.map { id in
            #"{"id":\#(id),"name":"r\#(id)","full_name":"o/r\#(id)","owner":{"login":"o"},"html_url":"https://github.com/o/r\#(id)","description":null,"language":null,\#(countFields(id)),"created_at":"2026-11-22T13:00:00Z"}"#
        }
        return Data(#"{"total_count":5000,"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#.utf8)
    }

    /// A 200 search page whose `Link` names `next` as the next page, whatever was asked.
    public static func page(ids: some Sequence<Int>, next: String) -> StubResponse {
        .json(200, searchBody(ids: ids), headers: [("Link", "<\(next)>; rel=\"next\"")])
    }

    /// A gzip bomb: `Content-Encoding: gzip` over about `compressedBytes` bytes that inflate
    /// about 159 times (runs of zeros), never ending the deflate stream, so only the client's
    /// own cap on decoded bytes can stop it. No Content-Length: the body ends at close.
    public static func gzipBomb(compressedBytes: Int) -> StubResponse {
        StubResponse(
            status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
            body: DeflateBomb.gzip(compressedBytes: compressedBytes), behavior: .closeDelimited
        )
    }
}

/// Hand-made deflate (RFC 1951) with fixed Huffman codes: one literal zero, then copies of
/// 258 bytes at distance 1, 13 bits each. Eight copies make 13 whole bytes, so the stream is a
/// short prefix followed by one 13-byte block repeated.
enum DeflateBomb {
    static func gzip(compressedBytes: Int) -> Data {
        // ID1 ID2, CM = deflate, no flags, no mtime, XFL 0, OS = Unix.
        var data = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03])
        var prefix = BitWriter()
        prefix.write(0, bits: 1, lsbFirst: true)       // BFINAL = 0: the stream never ends
        prefix.write(1, bits: 2, lsbFirst: true)       // BTYPE = 01, fixed Huffman
        prefix.write(0x30, bits: 8, lsbFirst: false)   // literal 0: code 00110000
        writeCopy(&prefix)                             // 3 + 8 + 13 = 24 bits: byte-aligned
        data.append(contentsOf: prefix.bytes)
        var block = BitWriter()
        for _ in 0..<8 { writeCopy(&block) }           // 104 bits = 13 bytes
        let blockBytes = block.bytes
        let repeats = max(1, (compressedBytes - data.count) / blockBytes.count)
        data.reserveCapacity(data.count + repeats * blockBytes.count)
        for _ in 0..<repeats { data.append(contentsOf: blockBytes) }
        return data
    }

    /// Length 258 (code 285: 11000101) at distance 1 (distance code 0: 00000).
    private static func writeCopy(_ writer: inout BitWriter) {
        writer.write(0b1100_0101, bits: 8, lsbFirst: false)
        writer.write(0, bits: 5, lsbFirst: false)
    }
}

/// Packs bits into bytes, least significant bit first, as deflate does.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// Huffman codes go most significant bit first; other fields least significant bit first.
    mutating func write(_ value: Int, bits: Int, lsbFirst: Bool) {
        for index in 0..<bits {
            let bit = lsbFirst ? (value >> index) & 1 : (value >> (bits - 1 - index)) & 1
            if used == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8(bit << used)
            used = (used + 1) % 8
        }
    }
}
