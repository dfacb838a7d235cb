import Testing
import TrendingPresentation
@testable import TrendingTerminalUI

@Suite("DailyGainsRenderer")
struct DailyGainsRendererTests {
    let daily = DailyGainsViewModel(
        fullName: "o/n", values: Array(1...90), firstDate: "2026-08-26", lastDate: "2026-11-23",
        summary: "+4,095 stars in 90 days (today so far: +90)", points: []
    )

    @Test("one character a day when the width allows, the axis under it, then the total")
    func wide() {
        let lines = DailyGainsRenderer.render(daily, width: 100, style: .plain).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].count == 90 && lines[0].first == "▁" && lines[0].last == "█")
        #expect(lines[1] == "2026-08-26" + String(repeating: " ", count: 70) + "2026-11-23")
        #expect(lines[2] == "+4,095 stars in 90 days (today so far: +90)")
    }

    @Test("narrower, the days are sampled to fit and no line is wider", arguments: [40, 20, 12])
    func narrow(width: Int) {
        for line in DailyGainsRenderer.render(daily, width: width, style: .plain).split(separator: "\n") {
            #expect(DisplayWidth.columns(String(line)) <= width, "\(line)")
        }
    }

    @Test("too few days for a date under each end: the span in words, never the last date alone at the left")
    func fewDays() {
        let short = DailyGainsViewModel(
            fullName: "o/n", values: Array(1...9), firstDate: "2026-11-15", lastDate: "2026-11-23", summary: "+45", points: []
        )

        #expect(DailyGainsRenderer.render(short, width: 80, style: .plain).split(separator: "\n")[1] == "2026-11-15 to 2026-11-23")
        #expect(DailyGainsRenderer.render(short, width: 20, style: .plain).split(separator: "\n")[1] == "to 2026-11-23")
    }
}
