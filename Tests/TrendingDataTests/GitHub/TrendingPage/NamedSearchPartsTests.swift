import Testing
@testable import TrendingData

@Suite("NamedSearchParts, narrowing a refused rows' search down")
struct NamedSearchPartsTests {
    @Test("one gone repo among 25, wherever it is: at most 5 searches, it is left out, and fewer rows with it than halving both halves left (6.3 on average) (bb33 n-D3)")
    func oneRefused() {
        let names = (1...25).map { "o/r\($0)" }
        var leftOutTotal = 0, alone = 0
        for bad in names {
            let (asked, leftOut, found) = run(names, refusing: [bad])
            #expect(asked <= 5, "\(bad): \(asked)")
            #expect(leftOut.contains(bad) && Set(found).isDisjoint(with: leftOut) && found.count + leftOut.count == 25, "\(bad): \(leftOut)")
            leftOutTotal += leftOut.count
            if leftOut == [bad] { alone += 1 }
        }
        #expect(Double(leftOutTotal) / 25 <= 4.8, "\(leftOutTotal)")
        #expect(alone >= 1, "\(alone) of 25 isolated alone")
    }

    @Test("none refused: one search; every name refused: every name left out, within the searches")
    func noneOrAll() {
        let names = (1...8).map { "o/r\($0)" }
        #expect(run(names, refusing: []).asked == 1)
        let all = run(names, refusing: Set(names))
        #expect(all.asked == 5 && Set(all.leftOut) == Set(names) && all.found.isEmpty)
        let one = run(["o/a"], refusing: ["o/a"])
        #expect(one.asked == 1 && one.leftOut == ["o/a"])
    }

    @Test("a part failing otherwise tells nothing of its other half, which is asked as it is")
    func failedHalf() {
        var parts = NamedSearchParts(["a", "b", "c", "d"], extraSearches: 4)
        #expect(parts.next() == ["a", "b", "c", "d"])
        parts.refused(["a", "b", "c", "d"])
        #expect(parts.next() == ["a", "b"])
        parts.failed()
        #expect(parts.next() == ["c", "d"], "asked, not assumed to hold the refused name")
        parts.answered()
        #expect(parts.next() == nil)
        #expect(parts.leftOut.isEmpty)
    }

    @Test("names an earlier read left out when GitHub refused some are asked apart, after the rest: a repo gone for days costs its own few searches, the rest one (bb33 n-D3)")
    func suspectsApart() {
        let names = (1...25).map { "o/r\($0)" }
        var parts = NamedSearchParts(names, suspects: ["o/r7", "o/r8"], extraSearches: 4)
        var found: [String] = [], asked: [[String]] = []
        while let part = parts.next() {
            asked.append(part)
            if part.contains("o/r7") { parts.refused(part) } else { found += part; parts.answered() }
        }
        #expect(asked.count == 4 && asked[0].count == 23 && asked[1] == ["o/r7", "o/r8"] && asked[2] == ["o/r7"], "\(asked)")
        #expect(parts.leftOut == ["o/r7"] && found.count == 24)
        // None of them on the page now: one search, as ever.
        var none = NamedSearchParts(names, suspects: ["o/gone"], extraSearches: 4)
        #expect(none.next()?.count == 25)
    }

    @Test("parts an earlier read found refused are narrowed down from there, never asked whole; one it cannot vouch for (a name not asked now) is asked as suspects are (bb34 p-D1)")
    func refusedPartsCarried() {
        let names = (1...10).map { "o/r\($0)" }
        var parts = NamedSearchParts(names, suspects: Set(names.suffix(6)), refusedParts: [["o/r5", "o/r6", "o/r7", "o/r8"], ["o/r9", "o/r10"]], extraSearches: 4)
        var asked: [[String]] = []
        while let part = parts.next() {
            asked.append(part)
            if part.contains("o/r6") || part.contains("o/r10") { parts.refused(part) } else { parts.answered() }
        }
        #expect(asked == [["o/r1", "o/r2", "o/r3", "o/r4"], ["o/r5", "o/r6"], ["o/r7", "o/r8"], ["o/r9"], ["o/r5"]], "\(asked)")
        #expect(parts.leftOut.sorted() == ["o/r10", "o/r6"] && parts.refusedParts.sorted { $0[0] < $1[0] } == [["o/r10"], ["o/r6"]], "\(parts.leftOut)")

        var stale = NamedSearchParts(["o/a", "o/b"], suspects: ["o/a"], refusedParts: [["o/a", "o/gone-from-page"]], extraSearches: 4)
        #expect(stale.next() == ["o/b"] && { stale.answered(); return stale.next() }() == ["o/a"], "asked apart, whole")
    }

    /// Asks as the loader does, GitHub refusing any part that names one of `refusing`.
    private func run(_ names: [String], refusing: Set<String>) -> (asked: Int, leftOut: [String], found: [String]) {
        var parts = NamedSearchParts(names, extraSearches: 4)
        var found: [String] = []
        while let part = parts.next() {
            if part.contains(where: refusing.contains) { parts.refused(part) } else { found += part; parts.answered() }
        }
        return (parts.asked, parts.leftOut, found)
    }
}
