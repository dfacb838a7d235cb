import Foundation
import Testing
import TrendingDomain
import TrendingTestSupport
@testable import TrendingData

/// A list reads each series' tail back from its end (`HistoryFileParser`'s `since`); these hold
/// it to `StarSnapshot.tail` of the whole series, the Domain's definition.
@Suite("HistoryFileParser, tails")
struct HistoryTailTests {
    private let t0 = 1_795_000_000

    @Test("a tail read back from the end equals the tail of the whole series, for every cut", arguments: [0, 1, 2, 5, 30])
    func tailEqualsTailOfWhole(count: Int) throws {
        let series = (0..<count).map { "[\(t0 + $0 * 3600),\(100 + $0)]" }.joined(separator: ",")
        let text = #"{"version":1,"repos":{"o/a":[\#(series)],"o/b":[[\#(t0),1]]}}"#
        let whole = try #require(HistoryFileParser.parse(Array(text.utf8)))
        for hours in -2...(count + 2) {
            for offset in [-1.0, -0.5, 0, 0.5] {
                let since = Date(timeIntervalSince1970: Double(t0 + hours * 3600) + offset)
                let tail = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"], since: since)
                #expect(tail?.repos["o/a"] == StarSnapshot.tail(whole.repos["o/a"] ?? [], since: since), "\(count) pairs since \(since)")
            }
        }
    }

    @Test("out of order, the tail is still the suffix from the last snapshot before `since`")
    func outOfOrder() {
        let text = #"{"version":1,"repos":{"o/a":[[1795000300,3],[1795000100,1],[1795000400,4],[1795000200,2]]}}"#
        let since = Date(timeIntervalSince1970: 1_795_000_250)
        let tail = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"], since: since)?.repos["o/a"]
        #expect(tail?.map(\.stars) == [2], "from the last before \(since)")
        #expect(tail?.map(\.stars) == StarSnapshot.tail(
            [.init(time: 1_795_000_300, stars: 3), .init(time: 1_795_000_100, stars: 1), .init(time: 1_795_000_400, stars: 4), .init(time: 1_795_000_200, stars: 2)],
            since: since
        ).map(\.stars))
    }

    @Test("any other shape reads the whole series and cuts it: spaces, signs, fractions, broken pairs", arguments: [
        "[ [1795000001,5] , [1795000002,6] ]", "[[1795000001,5],[1795000002,-6]]", "[[1795000001,5],[1795000002,6.0]]",
        "[[1795000001,5],[1795000002,6,7]]", "[[1795000001,5],[1795000002]]", "[[1795000001,5],1795000002,6]]", "[[1795000001,5]]]",
        "[[1795000001,5],[0,6]]", "[[1795000001,5],[1795000002,1234567890123456789]]", "[[1795000001,5],[1795000002,01]]", "[]",
        "[[1795000001,5],[]]", "[[1795000001,5],[1795000002,6],]",
    ])
    func otherShapes(series: String) {
        let text = #"{"version":1,"repos":{"o/a":\#(series),"o/b":[]}}"#
        let since = Date(timeIntervalSince1970: 1_795_000_002)
        let whole = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"])
        let tail = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"], since: since)
        #expect(tail?.repos.mapValues(\.count) == whole.map { $0.repos.mapValues { StarSnapshot.tail($0, since: since).count } }, "\(series)")
        #expect(tail?.repos == whole.map { $0.repos.mapValues { StarSnapshot.tail($0, since: since) } }, "\(series)")
    }

    @Test("numbers of every length read back as forwards, eight digits at once or one by one", arguments: 1...20)
    func digitsOfEveryLength(length: Int) {
        let stars = String(repeating: "7", count: length - 1) + "3"
        let text = #"{"version":1,"repos":{"o/a":[[1795000001,5],[1795000002,\#(stars)],[1795000003,\#(stars)]]}}"#
        let since = Date(timeIntervalSince1970: 1_795_000_002)
        let whole = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"])
        let tail = HistoryFileParser.parse(Array(text.utf8), keys: ["o/a"], since: since)
        #expect(tail?.repos == whole.map { $0.repos.mapValues { StarSnapshot.tail($0, since: since) } }, "\(length) digits")
        if length <= 12 { #expect(tail?.repos["o/a"]?.last?.stars == Int(stars), "\(length) digits") }
    }

    @Test("random compact histories: the tail read agrees with the whole read, cut")
    func random() throws {
        var generator = SplitMix64(seed: 0x7A11_0001)
        for _ in 0..<300 {
            let keys = (0..<Int.random(in: 1...6, using: &generator)).map { "o/r\($0)" }
            var repos: [String: [[Int]]] = [:]
            for key in keys {
                var time = t0 + Int.random(in: 0...100_000, using: &generator)
                repos[key] = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    time += Int.random(in: -3600...7200, using: &generator)
                    return [time, Int.random(in: 0...100_000, using: &generator)]
                }
            }
            let text = "{\"version\":1,\"repos\":{" + keys.map { key in
                "\"\(key)\":[" + repos[key]!.map { "[\($0[0]),\($0[1])]" }.joined(separator: ",") + "]"
            }.joined(separator: ",") + "}}"
            let since = Date(timeIntervalSince1970: Double(t0 + Int.random(in: -10_000...200_000, using: &generator)))
            let wanted = Set(keys.filter { _ in Bool.random(using: &generator) })
            let whole = try #require(HistoryFileParser.parse(Array(text.utf8), keys: wanted))
            let tail = HistoryFileParser.parse(Array(text.utf8), keys: wanted, stopsWhenFound: true, since: since)
            #expect(tail?.repos == whole.repos.mapValues { StarSnapshot.tail($0, since: since) }, "\(text) since \(since)")
        }
    }
}
