import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

/// The fast history reader and `JSONDecoder` give one verdict: what the decoder refuses, the
/// reader refuses too, and the store then treats the file as corrupt.
@Suite("HistoryFileParser, agreeing with JSONDecoder")
struct HistoryFileParserAgreementTests {
    /// Files JSONDecoder refuses that the reader once accepted: numbers with a leading zero (in
    /// the version, in a compact or spaced pair, in a tail read back from a series' end) and a
    /// key that is not UTF-8.
    static let refused: [[UInt8]] = [
        Array(#"{"version":01,"repos":{}}"#.utf8),
        Array(#"{"version":1,"repos":{"o/a":[[01795000001,5]]}}"#.utf8),
        Array(#"{"version":1,"repos":{"o/a":[ [01795000001, 5] ]}}"#.utf8),
        Array(#"{"version":1,"repos":{"o/a":[[1795000001,05]]}}"#.utf8),
        Array(#"{"version":1,"repos":{"o/a":[[1795000001,5],[1795435200,00]]}}"#.utf8),
        Array(#"{"version":1,"repos":{"o/"#.utf8) + [0xFF] + Array(#"":[[1795000001,5]]}}"#.utf8),
    ]

    @Test("refuses what JSONDecoder refuses: a leading zero, a key that is not UTF-8", arguments: refused)
    func refusesWhatJSONDecoderRefuses(bytes: [UInt8]) {
        struct DTO: Decodable { let version: Int; let repos: [String: [[Int]]] }
        #expect((try? JSONDecoder().decode(DTO.self, from: Data(bytes))) == nil, "JSONDecoder's own verdict")

        #expect(HistoryFileParser.parse(bytes) == nil)
        #expect(HistoryFileParser.parse(bytes, keys: ["o/a"]) == nil)
        #expect(HistoryFileParser.parse(bytes, keys: ["o/a"], stopsWhenFound: true, since: referenceNow.addingTimeInterval(-3600)) == nil)
        #expect(LocalSnapshotStore.fastReaderAgrees(on: Data(bytes)))
    }

    @Test("the store moves such a file aside with a warning, on a full read and on a list's read", arguments: refused)
    func storeTreatsThemAsCorrupt(bytes: [UInt8]) throws {
        for read in [
            { (sut: LocalSnapshotStore) in try sut.read().map { $0 == SnapshotHistory() } },
            { (sut: LocalSnapshotStore) in try sut.snapshots(for: ["o/a"]).map(\.isEmpty) },
            { (sut: LocalSnapshotStore) in try sut.snapshots(for: ["o/a"], since: referenceNow.addingTimeInterval(-3600)).map(\.isEmpty) },
        ] {
            let storage = InMemoryStorage(files: ["history.json": Data(bytes)])
            let sut = LocalSnapshotStore(storage: storage, now: { referenceNow })

            #expect(try read(sut) == StateResult(true, warnings: [.corruptMovedAside(movedTo: "/cache/history.json.corrupt-1795435200", file: "history.json")]))
        }
    }

    @Test("reads a zero alone, and a key's escaped slash and UTF-8, as JSONDecoder does")
    func readsWhatJSONDecoderReads() throws {
        for text in [
            #"{"version":0,"repos":{}}"#,
            #"{"version":1,"repos":{"o/a":[[1795000001,0]],"o\/b":[[1795000001,10]]}}"#,
            #"{"version":1,"repos":{"ünï/✓":[ [1795000001 , 0] ]}}"#,
        ] {
            let data = Data(text.utf8)
            #expect(HistoryFileParser.parse(data) != nil, "\(text)")
            #expect(LocalSnapshotStore.fastReaderAgrees(on: data), "\(text)")
        }
        let file = try #require(HistoryFileParser.parse(Array(#"{"version":1,"repos":{"o\/b":[[1795000001,0]]}}"#.utf8)))
        #expect(file.repos == ["o/b": [.init(time: 1795000001, stars: 0)]])
    }

    @Test("a key written twice, or the version twice, is left to JSONDecoder")
    func duplicates() {
        for text in [
            #"{"version":1,"repos":{"o/a":[[1795000001,5]],"o/a":[[1795000002,6]]}}"#,
            #"{"version":1,"version":2,"repos":{}}"#,
            #"{"version":1,"repos":{},"repos":{"o/a":[]}}"#,
        ] {
            #expect(HistoryFileParser.parse(Array(text.utf8)) == nil, "\(text)")
            #expect(LocalSnapshotStore.fastReaderAgrees(on: Data(text.utf8)), "\(text)")
        }
    }

    @Test("a read restricted to some keys keeps exactly what JSONDecoder reads for them")
    func restrictedReadAgrees() {
        let text = #"{"version":1,"repos":{"o/a":[[1795000001,5],[1795435000,9]],"o/b":[[1795000003,4]],"o/c":[]}}"#
        for keys in [["o/a"], ["o/b", "o/none"], ["o/c"], []] as [Set<String>] {
            #expect(LocalSnapshotStore.restrictedReadAgrees(on: Data(text.utf8), keys: keys, since: nil), "\(keys)")
            #expect(LocalSnapshotStore.restrictedReadAgrees(on: Data(text.utf8), keys: keys, since: Date(timeIntervalSince1970: 1_795_400_000)), "\(keys)")
        }
    }
}
