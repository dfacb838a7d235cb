import Foundation
import Testing
@testable import TrendingData

@Suite("HistoryFileParser")
struct HistoryFileParserTests {
    @Test("reads the file JSONEncoder writes, and the same with whitespace and keys swapped")
    func reads() {
        let expected = HistoryFileParser.File(version: 1, repos: ["o/a": [.init(time: 1795435200, stars: 5), .init(time: 1795438800, stars: 9)], "o/b.js": []])
        for text in [
            #"{"version":1,"repos":{"o/a":[[1795435200,5],[1795438800,9]],"o/b.js":[]}}"#,
            "{ \"repos\" : { \"o/a\" : [ [1795435200 , 5] ,\n [1795438800, 9] ], \"o/b.js\": [ ] },\n \"version\": 1 }\n",
        ] {
            #expect(HistoryFileParser.parse(Array(text.utf8)) == expected, "\(text)")
        }
    }

    @Test("gives up on anything outside its shape, leaving it to JSONDecoder", arguments: [
        "", "{", "[]", #"{"version":1}"#, #"{"version":1,"repos":{"o\"a":[]}}"#, #"{"version":1.5,"repos":{}}"#,
        #"{"version":1,"repos":{"o/a":[[1,2]]}} trailing"#, #"{"version":1,"repos":{"o/a":[[99999999999999999999,1]]}}"#,
        #"{"version":1,"repos":{"o/a":[["1",2]]}}"#, #"{"version":1,"repos":{"o/a":[[1,2,3]]}}"#, #"{"version":1,"repos":{"o/a":[[1]]}}"#, #"{"version":1,"repos":{},"extra":0}"#, String(repeating: "[", count: 10_000),
    ])
    func rejects(text: String) {
        #expect(HistoryFileParser.parse(Array(text.utf8)) == nil)
    }

    @Test("refuses impossible snapshots: dates outside 2007…2200, counts outside 0…10^12", arguments: [
        "[1795000000,\(Int.min)]", "[1795000000,\(Int.max)]", "[1795000000,-1]", "[1795000000,1000000000001]",
        "[0,5]", "[1167609599,5]", "[7258118401,5]", "[\(Int.min),5]",
    ])
    func rejectsImpossible(pair: String) {
        #expect(HistoryFileParser.parse(Array(#"{"version":1,"repos":{"o/a":[\#(pair)]}}"#.utf8)) == nil)
    }

    @Test("the compact form this tool writes reads as the same pairs spaced out, and fails as they do", arguments: [
        "[]", "[[1795000001,5]]", "[[1795000001,5],[1795000002,0],[7258118400,1000000000000]]", "[[1795000001,5],]",
        "[[1795000001,5][1795000002,6]]", "[[1795000001,5,]]", "[[1795000001,5.0]]", "[[1795000001,5e1]]",
        "[[1795000001,-5]]", "[[-1795000001,5]]", "[[1795000001,1234567890123456789]]", "[[1795000001,5]", "[[1795000001,",
        "[[1795000001,5],[1,2]]", "[[1795000001,5]]]", "[[01795000001,5]]",
    ])
    func compactAndSpaced(pairs: String) {
        let compact = #"{"version":1,"repos":{"o/a":"# + pairs + "}}"
        let spaced = #"{"version":1,"repos":{"o/a":"# + pairs.replacing(",", with: " , ").replacing("[", with: "[ ") + " }}"

        #expect(HistoryFileParser.parse(Array(compact.utf8)) == HistoryFileParser.parse(Array(spaced.utf8)))
    }

    @Test("agrees with JSONDecoder on a real history")
    func agrees() throws {
        let repos = (0..<50).reduce(into: [String: [[Int]]]()) { result, index in
            result["owner/repo-\(index)"] = (0..<20).map { [1_795_435_200 + $0 * 3600, 1000 + index * $0] }
        }
        struct DTO: Codable { let version: Int; let repos: [String: [[Int]]] }
        let data = try JSONEncoder().encode(DTO(version: 1, repos: repos))

        #expect(HistoryFileParser.parse(data) == HistoryFileParser.File(version: 1, repos: repos.mapValues { $0.map { .init(time: $0[0], stars: $0[1]) } }))
    }
}

@Suite("HistoryFileParser, filtered")
struct HistoryFileParserFilteredTests {
    @Test("reads only the keys asked for, checking the others' shape at each pair's ends")
    func filtered() {
        let text = #"{"version":1,"repos":{"o/a":[[1795000001,5],[1795000002,9]],"o/b":[[1795000003,4]],"o/c":[]}}"#
        #expect(HistoryFileParser.parse(Array(text.utf8), keys: ["o/b"]) == HistoryFileParser.File(version: 1, repos: ["o/b": [.init(time: 1795000003, stars: 4)]]))
        let spaced = "{ \"version\" : 1 , \"repos\" : { \"o/a\" : [ [ 1795000001 , 5 ] ,\n [ 1795000002 , 9 ] ] , \"o/b\" : [ ] } }"
        #expect(HistoryFileParser.parse(Array(spaced.utf8), keys: ["o/b"]) == HistoryFileParser.File(version: 1, repos: ["o/b": []]))
        for broken in [#"[[1,"x"]]"#, #"[["x",1]]"#, #"[[1,2]"#, #"[[1,2],]"#, #"[1,2]"#, #"[[1,2]x]"#, #"[[1,2],[3,4]"#, #"{}"#, #"[[[1]]]"#, #"[[1,2"#] {
            let file = #"{"version":1,"repos":{"o/a":"# + broken + #","o/b":[]}}"#
            #expect(HistoryFileParser.parse(Array(file.utf8), keys: ["o/b"]) == nil, "\(broken)")
        }
    }

    @Test("a full read checks every pair, even where a filtered read passes over it")
    func fullReadChecksEverything() {
        // An impossible time, three numbers to a pair: only reading the pairs finds them.
        for pairs in [#"[[1,5]]"#, #"[[1795000001,5,6]]"#, #"[[1795000001],[1795000002,9]]"#] {
            let text = #"{"version":1,"repos":{"o/a":"# + pairs + #","o/b":[]}}"#
            #expect(HistoryFileParser.parse(Array(text.utf8), keys: ["o/b"]) == HistoryFileParser.File(version: 1, repos: ["o/b": []]))
            #expect(HistoryFileParser.parse(Array(text.utf8)) == nil)
        }
    }
}

@Suite("HistoryFileParser, numbers")
struct HistoryFileParserNumberTests {
    @Test("eight digits at once read as one by one, and counts of every length read alike compact and spaced", arguments: 1...20)
    func digits(length: Int) {
        let stars = String(repeating: "7", count: length - 1) + "3"
        let compact = #"{"version":1,"repos":{"o/a":[[1795000001,"# + stars + "],[1795123456,1]]}}"
        let spaced = #"{"version":1,"repos":{"o/a":[ [1795000001, "# + stars + "], [1795123456, 1] ]}}"
        let expected = Int(stars).flatMap { PlausibleCount.contains($0) ? $0 : nil }.map {
            HistoryFileParser.File(version: 1, repos: ["o/a": [.init(time: 1795000001, stars: $0), .init(time: 1795123456, stars: 1)]])
        }
        #expect(HistoryFileParser.parse(Array(compact.utf8)) == expected, "\(stars)")
        #expect(HistoryFileParser.parse(Array(spaced.utf8)) == expected, "\(stars)")
        let word = Array("12345678".utf8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(HistoryFileParser.Parser.eightDigits(word.littleEndian) == 12_345_678)
        for byte in UInt8(0)...255 {
            let bytes = [UInt8](repeating: 0x35, count: 7) + [byte]
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(JSONByteScanner.allDigits(word.littleEndian) == (byte >= 0x30 && byte <= 0x39))
        }
    }
}

@Suite("HistoryFileParser, stopping once every key is read")
struct HistoryFileParserStoppingTests {
    static let text = #"{"version":1,"repos":{"o/a":[[1795000001,5]],"o/b":[[1795000003,4]],"o/c":[[1795000004,7]]}}"#

    @Test("stops at the last wanted repo: what follows, cut short or broken, is not read")
    func stopsAtTheLastKey() {
        let wanted = HistoryFileParser.File(version: 1, repos: ["o/a": [.init(time: 1795000001, stars: 5)], "o/b": [.init(time: 1795000003, stars: 4)]])
        let end = Self.text.range(of: #""o/c""#)!.lowerBound
        for tail in ["", #""o/c":[[1,"#, "garbage", #""o/c":[[1795000004,7]]}}"#] {
            let cut = String(Self.text[..<end]) + tail
            #expect(HistoryFileParser.parse(Array(cut.utf8), keys: ["o/a", "o/b"], stopsWhenFound: true) == wanted, "\(tail)")
            // Without stopping, the same bytes are read to the end and judged whole.
            #expect(HistoryFileParser.parse(Array(cut.utf8), keys: ["o/a", "o/b"]) == (tail == #""o/c":[[1795000004,7]]}}"# ? wanted : nil), "\(tail)")
        }
    }

    @Test("reads on to the end while a key is missing, and when the version comes after the repos")
    func readsOn() {
        // A missing key: every repo is read, and a cut file is refused.
        let cut = String(Self.text.dropLast(3))
        #expect(HistoryFileParser.parse(Array(cut.utf8), keys: ["o/a", "o/none"], stopsWhenFound: true) == nil)
        #expect(HistoryFileParser.parse(Array(Self.text.utf8), keys: ["o/a", "o/none"], stopsWhenFound: true)?.repos.keys.sorted() == ["o/a"])
        // The version last: the parser cannot stop before it has read it.
        let versionLast = #"{"repos":{"o/a":[[1795000001,5]],"o/b":[]},"version":1}"#
        #expect(HistoryFileParser.parse(Array(versionLast.utf8), keys: ["o/a"], stopsWhenFound: true) == HistoryFileParser.File(version: 1, repos: ["o/a": [.init(time: 1795000001, stars: 5)]]))
        let versionLastCut = #"{"repos":{"o/a":[[1795000001,5]],"o/b":[]},"version"#
        #expect(HistoryFileParser.parse(Array(versionLastCut.utf8), keys: ["o/a"], stopsWhenFound: true) == nil)
    }
}
