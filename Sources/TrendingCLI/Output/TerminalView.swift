import TrendingPresentation

/// How the list is printed: `--format list|table|tsv|json`.
enum OutputFormat: String, CaseIterable, Equatable, Sendable {
    case list, table, tsv, json
}

/// The terminal: the requested output on stdout; progress, notices and errors on stderr.
final class TerminalView: TrendingView, RepoDetailView, UserStateView, StarHistoryView, OpenView, CacheView, @unchecked Sendable {
    private let stdout: any TextOutput
    private let stderr: any TextOutput
    private let format: OutputFormat
    private let settings: TerminalSettings
    private let spinner: Spinner?
    private let quiet: Bool

    /// - Parameters:
    ///   - showsProgress: true only when stderr is a terminal.
    ///   - quiet: `--quiet`: only warnings and errors on stderr, no notes.
    init(
        stdout: any TextOutput, stderr: any TextOutput, format: OutputFormat, settings: TerminalSettings,
        showsProgress: Bool, quiet: Bool = false
    ) {
        self.quiet = quiet
        self.stdout = stdout
        self.stderr = stderr
        self.format = format
        self.settings = settings
        self.spinner = showsProgress ? Spinner(output: stderr, width: settings.width) : nil
    }

    private var style: TextStyle { TextStyle(color: settings.color, hyperlinks: settings.hyperlinks) }

    func display(_ viewModel: LoadingViewModel) {
        spinner?.show(viewModel.message)
    }

    func display(_ viewModel: TrendingListViewModel) {
        spinner?.stop()
        if format != .json && format != .tsv, let empty = viewModel.emptyMessage {
            stderr.write(empty + "\n")
            return
        }
        switch format {
        case .json: stdout.write(JSONRenderer.render(viewModel.records))
        case .tsv: stdout.write(TSVRenderer.render(viewModel.records))
        case .table: stdout.write(TableRenderer.render(viewModel.rows, width: settings.width, style: style))
        case .list: stdout.write(ListRenderer.render(viewModel.rows, width: settings.width, style: style))
        }
    }

    func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord) {
        spinner?.stop()
        switch format {
        case .json: stdout.write(JSONRenderer.render(.object(record.fields)))
        default: stdout.write(DetailRenderer.render(viewModel, width: settings.width, style: style))
        }
    }

    func display(_ viewModel: SavedReposViewModel) {
        spinner?.stop()
        switch format {
        case .json:
            stdout.write(JSONRenderer.render(.array(viewModel.rows.map { .object($0.record) })))
        default:
            if viewModel.rows.isEmpty {
                stderr.write(viewModel.emptyMessage + "\n")
            } else {
                stdout.write(DetailRenderer.render(viewModel.rows, width: settings.width, style: style))
            }
        }
    }

    func display(_ viewModel: StarHistoryViewModel) {
        switch format {
        case .json: stdout.write(JSONRenderer.render(.array(viewModel.points)))
        default:
            let title = DisplayWidth.truncate(viewModel.fullName, toColumns: settings.width)
            let line = DisplayWidth.truncate(viewModel.sparkline, toColumns: settings.width)
            stdout.write(style.bold(title) + "\n" + style.yellow(line) + "\n" + DisplayWidth.truncate(viewModel.summary, toColumns: settings.width) + "\n")
        }
    }

    func display(_ viewModel: NoticeViewModel) {
        spinner?.stop()
        if viewModel.kind == .header, format == .json || format == .tsv || spinner == nil { return }
        if quiet, viewModel.kind != .warning { return }
        let prefix = switch viewModel.kind {
        case .warning, .stale: "warning: "
        case .info, .header: "note: "
        case .status: ""
        }
        stderr.write(fitted(prefix + viewModel.message, indent: 2))
    }

    func displayURL(_ url: String) {
        stdout.write(url + "\n")
    }

    func displayPath(_ path: String) {
        stdout.write(path + "\n")
    }

    func display(_ viewModel: ErrorViewModel) {
        spinner?.stop()
        stderr.write(fitted("error: \(viewModel.title)", indent: 2) + fitted("  " + viewModel.message, indent: 2)
            + fitted("  " + viewModel.hint, indent: 2))
    }

    /// One message, word-wrapped to the width when a person reads stderr on a terminal (a pipe
    /// keeps each message on one line, for grep).
    private func fitted(_ text: String, indent: Int) -> String {
        guard spinner != nil, DisplayWidth.columns(text) > settings.width else { return text + "\n" }
        let lead = String(text.prefix { $0 == " " })
        let lines = DetailRenderer.wrap(String(text.dropFirst(lead.count)), width: settings.width - max(lead.count, indent))
        return lines.enumerated().map { index, line in
            (index == 0 ? lead : String(repeating: " ", count: max(lead.count, indent))) + line
        }.joined(separator: "\n") + "\n"
    }
}
