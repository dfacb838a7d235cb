import Testing
@testable import TrendingTerminalUI
import TrendingTestSupport
import TrendingPresentation

@Suite("TerminalView: which formats print the list's records")
struct TerminalViewRecordsTests {
    @Test("the list and the table print rows only; every other format prints records", arguments: [
        (OutputFormat.list, false), (.table, false), (.json, true), (.tsv, true), (.markdown, true), (.atom, true),
    ])
    func wantsRecords(format: OutputFormat, wanted: Bool) {
        let view = TerminalView(
            stdout: OutputSpy(), stderr: OutputSpy(), format: format,
            settings: TerminalSettings(width: 80, color: false, hyperlinks: false), showsProgress: false,
            feed: FeedStub()
        )

        #expect(view.wantsRecords == wanted)
    }
}
