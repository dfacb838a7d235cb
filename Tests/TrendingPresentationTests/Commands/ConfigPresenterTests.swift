import Testing
import TrendingPresentation

@Suite("ConfigPresenter")
struct ConfigPresenterTests {
    @Test("the path, the file's keys with their lines, then every other key commented out with its default")
    func lines() {
        let (sut, view) = makeSUT()

        sut.present(ConfigReport(path: "/home/u/.config/trending/config", file: .setsKeys, keys: [
            .init(name: "limit", lines: [(line: 3, value: "10")], defaultText: "30"),
            .init(name: "topic", lines: [(line: 4, value: "cli"), (line: 5, value: " tui ")], defaultText: nil),
            .init(name: "since", lines: [], defaultText: "daily"),
            .init(name: "api-url", lines: [], defaultText: nil, isAPIURL: true),
        ]))

        #expect(view.lines == [
            "# /home/u/.config/trending/config",
            "# line 3", "limit = 10", "# line 4", "topic = cli", "# line 5", "topic = \" tui \"",
            "# since: daily (default)", "# api-url: no default",
        ])
    }

    @Test("a missing, empty or unreadable file is said beside its path")
    func fileStates() {
        let (sut, view) = makeSUT()

        for file in [ConfigReport.FileState.missing, .setsNone, .unreadable("a folder")] {
            sut.present(ConfigReport(path: "/c", file: file, keys: []))
        }

        #expect(view.all.map { $0.first } == [
            "# /c (no such file; every key has its default)", "# /c (sets no key; every key has its default)",
            "# /c (unreadable: a folder; every key has its default)",
        ])
    }

    @Test("api-url: the command line's or GITHUB_API_URL's when the file sets none, an invalid one said so; the file's line wins, said so")
    func apiURL() {
        let (sut, view) = makeSUT()
        let unset = ConfigReport.Key(name: "api-url", lines: [], defaultText: nil, isAPIURL: true)
        let set = ConfigReport.Key(name: "api-url", lines: [(line: 1, value: "http://127.0.0.1:9")], defaultText: nil, isAPIURL: true)

        sut.present(ConfigReport(path: "/c", file: .missing, keys: [unset], typedAPIURL: "http://127.0.0.1:8"))
        sut.present(ConfigReport(path: "/c", file: .missing, keys: [unset], apiURLVariable: .init(value: "ftp://x", isValid: false)))
        sut.present(ConfigReport(path: "/c", file: .setsKeys, keys: [set], apiURLVariable: .init(value: "http://127.0.0.1:7", isValid: true)))

        #expect(view.all[0].last == "# api-url: http://127.0.0.1:8 (from --api-url on this command line)")
        #expect(view.all[1].last == "# api-url: ftp://x (from $GITHUB_API_URL; not a valid API base URL, so commands that ask GitHub refuse it)")
        #expect(view.all[2].suffix(2) == ["api-url = http://127.0.0.1:9", "# (GITHUB_API_URL, http://127.0.0.1:7, is not used: the line above wins)"])
    }

    @Test("the user's text is echoed with control characters made visible; a value reading would change is quoted")
    func echoed() {
        let (sut, view) = makeSUT()

        sut.present(ConfigReport(path: "/c\u{1B}[2J", file: .setsKeys, keys: [
            .init(name: "language", lines: [(line: 1, value: "sw\u{7}ift")], defaultText: nil),
            .init(name: "topic", lines: [(line: 2, value: "'cli'")], defaultText: nil),
            .init(name: "since", lines: [(line: 3, value: "")], defaultText: nil),
        ]))

        #expect(view.lines == ["# /c?[2J", "# line 1", "language = sw?ift", "# line 2", "topic = \"'cli'\"", "# line 3", "since = \"\""])
    }

    // MARK: - Helpers

    private func makeSUT() -> (ConfigPresenter, ConfigViewSpy) {
        let view = ConfigViewSpy()
        return (ConfigPresenter(view: view), view)
    }
}

private final class ConfigViewSpy: ConfigView, @unchecked Sendable {
    private(set) var all: [[String]] = []
    var lines: [String] { all.last ?? [] }

    func displayConfig(_ lines: [String]) {
        all.append(lines)
    }
}
