import Testing
@testable import TrendingTerminalUI
import TrendingTestSupport
import TrendingPresentation

@Suite("TerminalView --quiet")
struct QuietTests {
    @Test("keeps only warnings about data, and errors", arguments: [
        (NoticeViewModel.Kind.status, false), (.info, false), (.stale, false), (.header, false), (.warning, true),
    ])
    func notices(kind: NoticeViewModel.Kind, shown: Bool) {
        let (view, stderr) = makeSUT(quiet: true)

        view.display(NoticeViewModel(kind: kind, message: "m"))
        view.display(ErrorViewModel(title: "t", message: "m", hint: "h"))

        #expect(stderr.text.contains("warning: m") == shown)
        #expect(stderr.text.contains("error: t"))
    }

    @Test("without --quiet, every notice shows, stale ones as warnings")
    func loud() {
        let (view, stderr) = makeSUT(quiet: false)

        view.display(NoticeViewModel(kind: .info, message: "a"))
        view.display(NoticeViewModel(kind: .stale, message: "b"))
        view.display(NoticeViewModel(kind: .status, message: "c"))

        #expect(stderr.text == "note: a\nwarning: b\nc\n")
    }

    @Test("an empty list's, bookmarks' or hidden repos' words are notes too: --quiet leaves them out (bb34 q-D1)")
    func emptyStates() {
        for quiet in [true, false] {
            let (view, stderr) = makeSUT(quiet: quiet)
            view.display(SavedReposViewModel(rows: [], emptyMessage: "No bookmarks yet."))
            view.display(TrendingListViewModel(rows: [], records: [], emptyMessage: "Nothing trends."))
            #expect(stderr.text == (quiet ? "" : "No bookmarks yet.\nNothing trends.\n"), "\(quiet)")
        }
    }

    private func makeSUT(quiet: Bool) -> (TerminalView, OutputSpy) {
        let stderr = OutputSpy()
        let view = TerminalView(
            stdout: OutputSpy(), stderr: stderr, format: .list,
            settings: TerminalSettings(width: 80, color: false, hyperlinks: false), showsProgress: false, quiet: quiet,
            feed: FeedStub()
        )
        return (view, stderr)
    }
}
