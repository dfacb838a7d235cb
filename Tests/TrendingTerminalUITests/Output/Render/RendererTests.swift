import Foundation
import Testing
@testable import TrendingTerminalUI
import TrendingTestSupport
import TrendingPresentation

@Suite("ListRenderer")
struct ListRendererTests {
    @Test("lays out rank, name, stars and language, then the description and age")
    func layout() {
        let text = ListRenderer.render([row(rank: "1"), row(rank: "2", description: nil, language: nil)])

        let expected = [
            "1. octo-org/rocket  ★ 12.3k  Swift",
            "   Ships fast",
            "   created 3 days ago",
            "",
            "2. octo-org/rocket  ★ 12.3k",
            "   created 3 days ago",
            "",
        ].joined(separator: "\n")
        #expect(text == expected)
    }

    @Test("a row from GitHub's trending page says its place there on the detail line")
    func pageRank() {
        var fromPage = row(rank: "1")
        fromPage.pageRank = "#3 on GitHub"
        let lines = ListRenderer.render([fromPage], width: 80).split(separator: "\n")
        #expect(lines.last == "   created 3 days ago · #3 on GitHub")
    }

    @Test("right-aligns ranks so names line up")
    func alignment() {
        let rows = (1...10).map { row(rank: String($0)) }
        let lines = ListRenderer.render(rows).split(separator: "\n")
        #expect(lines.first == " 1. octo-org/rocket  ★ 12.3k  Swift")
        #expect(lines.contains("10. octo-org/rocket  ★ 12.3k  Swift"))
        #expect(lines[1] == "    Ships fast")
    }

    // MARK: - Helpers

    private func row(rank: String, description: String? = "Ships fast", language: String? = "Swift") -> RepoRowViewModel {
        RepoRowViewModel(
            rank: rank, fullName: "octo-org/rocket", description: description.map(DisplayText.line), stars: "12.3k", language: language.map(DisplayText.line),
            created: "3 days ago", url: "https://github.com/octo-org/rocket"
        )
    }
}

@Suite("JSONRenderer")
struct JSONRendererTests {
    @Test("prints an array of objects with every key, nulls as null, in a stable order")
    func render() throws {
        let text = JSONRenderer.render([RepoRecord(
            rank: 1, fullName: "o/n", owner: "o", name: "n", description: nil, language: "C++", stars: 5_000_000_000,
            forks: 2, url: "https://github.com/o/n", createdAt: "2026-11-22T13:14:15Z"
        )])

        #expect(text == """
            [
              {
                "rank": 1,
                "full_name": "o/n",
                "owner": "o",
                "name": "n",
                "description": null,
                "language": "C++",
                "stars": 5000000000,
                "stars_delta": null,
                "delta_since": null,
                "stars_gained": null,
                "gained_since": null,
                "gained_source": null,
                "forks": 2,
                "url": "https://github.com/o/n",
                "created_at": "2026-11-22T13:14:15Z",
                "new": true,
                "bookmarked": false,
                "page_rank": null,
                "discovered_by": []
              }
            ]

            """)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["stars"] as? Int == 5_000_000_000)
    }

    @Test("a known gain prints its count, window start and source")
    func gains() throws {
        let text = JSONRenderer.render([RepoRecord(
            rank: 1, fullName: "o/n", owner: "o", name: "n", description: nil, language: nil, stars: 10,
            forks: 0, url: "https://github.com/o/n", createdAt: "2020-01-01T00:00:00Z",
            starsGained: 340, gainedSince: "2026-11-22T12:00:00Z", gainedSource: "github"
        )])
        #expect(text.contains("\"stars_gained\": 340,\n    \"gained_since\": \"2026-11-22T12:00:00Z\",\n    \"gained_source\": \"github\",\n"))
    }

    @Test("prints an empty array for no repos")
    func empty() {
        #expect(JSONRenderer.render([]) == "[]\n")
    }

    @Test("sanitizes every string, then escapes quotes, backslashes, breaks and tabs, keeping Unicode literal")
    func escaping() throws {
        let literal = JSONRenderer.string("say \"hi\"\\ \n\t\u{1B}[2J\u{9B}1m \u{202E}摸鱼\r 👩‍💻\u{7}")
        #expect(literal == #""say \"hi\"\\ \n\t 摸鱼\n 👩‍💻""#)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded?.first == "say \"hi\"\\ \n\t 摸鱼\n 👩‍💻")
    }

    @Test("escapes the line and paragraph separators, which end a line in a pager or a script")
    func separators() throws {
        let literal = JSONRenderer.string("a\u{2028}b\u{2029}c")
        #expect(literal == #""a\u2028b\u2029c""#)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded?.first == "a\u{2028}b\u{2029}c")
    }
}

@Suite("TerminalView")
struct TerminalViewTests {
    @Test("prints the list on stdout and notices on stderr")
    func streams() {
        let (sut, stdout, stderr) = makeSUT(format: .list, progress: false)

        sut.display(NoticeViewModel(kind: .warning, message: "Careful."))
        sut.display(list())

        #expect(stdout.text.hasPrefix("1. o/n  ★ 1  Swift\n"))
        #expect(stderr.text == "warning: Careful.\n")
    }

    @Test("prints JSON on stdout in JSON mode")
    func json() {
        let (sut, stdout, _) = makeSUT(format: .json, progress: false)

        sut.display(list())

        #expect(stdout.text.hasPrefix("[\n  {\n    \"rank\": 1,"))
    }

    @Test("shows progress only when asked, and clears it before the list")
    func progress() {
        let (quiet, _, quietErr) = makeSUT(format: .list, progress: false)
        let (loud, loudOut, loudErr) = makeSUT(format: .list, progress: true)

        for view in [quiet, loud] {
            view.display(LoadingViewModel(message: "Fetching…"))
            view.display(list())
        }

        #expect(quietErr.text.isEmpty)
        #expect(loudErr.text.hasPrefix("\r\u{1B}[K⠋ Fetching…"))
        #expect(loudErr.text.hasSuffix("\r\u{1B}[K"), "cleared before the list")
        #expect(!loudOut.text.contains("Fetching"))
    }

    @Test("progress fits stderr's terminal, not stdout's width: a wrapped frame would leave its first row behind")
    func progressFitsStderr() {
        let stderr = OutputSpy()
        var settings = TerminalSettings(width: 200, color: false, hyperlinks: false)
        settings.progressWidth = 40
        let sut = TerminalView(stdout: OutputSpy(), stderr: stderr, format: .list, settings: settings, showsProgress: true, feed: FeedStub())

        sut.display(LoadingViewModel(message: "Fetching daily trending repositories of any age, search 6 of 9…"))

        let frame = stderr.text.replacingOccurrences(of: "\r\u{1B}[K", with: "")
        #expect(DisplayWidth.columns(frame) == 39, "\(frame)")
    }

    @Test("a window narrowed while fetching: each spinner frame and the list fit its new width (bb37 b2-D1, D2)")
    func widthsAskedAgain() {
        let stdout = OutputSpy(), stderr = OutputSpy()
        let columns = Locked(120)
        let sut = TerminalView(
            stdout: stdout, stderr: stderr, format: .list, settings: TerminalSettings(width: 120, color: false, hyperlinks: false),
            showsProgress: true, feed: FeedStub(), widths: TerminalWidths(stdout: { columns.value }, stderr: { columns.value })
        )
        let message = LoadingViewModel(message: "Fetching daily trending repositories of any age, search 6 of 9…")

        sut.display(message)
        columns.value = 20
        sut.display(message)
        let frames = stderr.text.components(separatedBy: "\r\u{1B}[K").filter { !$0.isEmpty }
        #expect(frames.map(DisplayWidth.columns) == [65, 19], "whole at 120, cut at 20: \(frames)")

        let long = RepoRowViewModel(
            rank: "1", fullName: "octo-org/rocket", description: .line(String(repeating: "word ", count: 30)), stars: "12.3k",
            language: "Swift", created: "3 days ago", url: "https://github.com/octo-org/rocket"
        )
        columns.value = 50
        sut.display(TrendingListViewModel(rows: [long], records: [], emptyMessage: nil))
        let lines = stdout.text.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty && lines.allSatisfy { DisplayWidth.columns($0) <= 50 }, "\(lines)")
    }

    @Test("says an empty list is empty on stderr, leaving stdout empty")
    func emptyList() {
        let (sut, stdout, stderr) = makeSUT(format: .list, progress: false)

        sut.display(TrendingListViewModel(rows: [], records: [], emptyMessage: "No daily trending repositories found."))

        #expect(stdout.text.isEmpty)
        #expect(stderr.text == "No daily trending repositories found.\n")
    }

    @Test("an empty list in markdown prints nothing at all, as in tsv, json and atom no note: a cron job mails nothing")
    func emptyMarkdown() {
        let (sut, stdout, stderr) = makeSUT(format: .markdown, progress: false)

        sut.display(TrendingListViewModel(rows: [], records: [], emptyMessage: "No daily trending repositories found."))

        #expect(stdout.text.isEmpty)
        #expect(stderr.text.isEmpty)
    }

    @Test("prints the error view as a title, the reason and the next step")
    func errorView() {
        let (sut, stdout, stderr) = makeSUT(format: .list, progress: false)

        sut.display(ErrorViewModel(title: "Could not reach GitHub", message: "Refused.", hint: "Try again."))

        #expect(stdout.text.isEmpty)
        #expect(stderr.text == "error: Could not reach GitHub\n  Refused.\n  Try again.\n")
    }

    @Test("history's summary is the tool's own words: wrapped at a space on a narrow terminal, never cut mid-word")
    func historySummaryWraps() {
        let (sut, stdout, _) = makeSUT(format: .list, progress: false)

        sut.display(SnapshotHistoryViewModel(
            fullName: "octo-org/rocket", sparkline: "",
            summary: "9,812 stars, one snapshot (2026-11-23T12:00:00Z); gains show after the next refresh", points: []
        ))

        #expect(stdout.text == "octo-org/rocket\n9,812 stars, one snapshot (2026-11-23T12:00:00Z); gains show after the next\nrefresh\n", "\(stdout.text)")
    }

    @Test("history's sparkline is drawn to a narrow terminal's width, its peak and newest snapshots kept, and a show's daily chart on one line (bb39 h2-D2, D3)", arguments: [8, 20, 40])
    func sparklinesFitNarrow(width: Int) {
        let stdout = OutputSpy()
        let sut = TerminalView(
            stdout: stdout, stderr: OutputSpy(), format: .list, settings: TerminalSettings(width: width, color: false, hyperlinks: false),
            showsProgress: false, feed: FeedStub()
        )
        var counts = (0..<100).map { 100 + $0 }
        counts[97] = 900
        var model = SnapshotHistoryViewModel(fullName: "o/n", sparkline: SparklineFormatter.sparkline(counts), summary: "s", points: [])
        model.starCounts = counts
        sut.display(model)
        let line = stdout.text.split(separator: "\n").map(String.init)[1]
        #expect(DisplayWidth.columns(line) == width && line.contains("█") && !line.contains("…"), "\(line)")

        var chart = DetailRow("Daily gains", "\(SparklineFormatter.sparkline(Array(0..<30), baseline: 0))  last 30 days")
        chart.chart = (Array(0..<30), "last 30 days")
        let detail = DetailRenderer.render(
            RepoDetailViewModel(fullName: "o/n", badges: [], description: nil, rows: [chart], url: "https://github.com/o/n"), width: width
        )
        let lines = detail.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= width }, "\(lines)")
        #expect(lines.filter { $0.contains("▁") || $0.contains("█") }.count == 1, "one line: \(lines)")
    }

    @Test("history's daily gains heading and total wrap at a space on a narrow terminal: no line wider (bb24 f-D2)")
    func historyDailyFits() {
        let stdout = OutputSpy()
        let sut = TerminalView(
            stdout: stdout, stderr: OutputSpy(), format: .list, settings: TerminalSettings(width: 20, color: false, hyperlinks: false),
            showsProgress: false, feed: FeedStub()
        )
        let daily = DailyGainsViewModel(
            fullName: "o/n", values: Array(1...65), firstDate: "2026-09-20", lastDate: "2026-11-23",
            summary: "+325 stars in 65 days (today so far: +5)", points: []
        )

        sut.display(SnapshotHistoryViewModel(fullName: "o/n", sparkline: "", summary: "5,000 stars", points: [], daily: daily))

        let lines = stdout.text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 20 }, "\(lines)")
        #expect(lines.contains("Daily stars gained") && lines.contains("(GitHub)"))
        #expect(lines.suffix(3) == ["+325 stars in 65", "days (today so far:", "+5)"], "\(lines)")
    }

    // MARK: - Helpers

    private func makeSUT(format: OutputFormat, progress: Bool) -> (TerminalView, OutputSpy, OutputSpy) {
        let stdout = OutputSpy()
        let stderr = OutputSpy()
        let settings = TerminalSettings(width: 80, color: false, hyperlinks: false)
        return (TerminalView(stdout: stdout, stderr: stderr, format: format, settings: settings, showsProgress: progress, feed: FeedStub()), stdout, stderr)
    }

    private func list() -> TrendingListViewModel {
        TrendingListViewModel(
            rows: [RepoRowViewModel(rank: "1", fullName: "o/n", description: nil, stars: "1", language: "Swift", created: "just now", url: "u")],
            records: [RepoRecord(rank: 1, fullName: "o/n", owner: "o", name: "n", description: nil, language: "Swift", stars: 1, forks: 0, url: "u", createdAt: "t")],
            emptyMessage: nil
        )
    }
}
