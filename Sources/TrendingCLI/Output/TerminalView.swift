import TrendingPresentation

/// How the list is printed: `--format list|table|tsv|json`.
enum OutputFormat: String, CaseIterable, Equatable, Sendable {
    case list, table, tsv, json
}

/// The terminal: the requested output on stdout; progress, notices and errors on stderr.
final class TerminalView: TrendingView, RepoDetailView, UserStateView, @unchecked Sendable {
    private let stdout: any TextOutput
    private let stderr: any TextOutput
    private let format: OutputFormat
    private let settings: TerminalSettings
    private let spinner: Spinner?

    /// - Parameter showsProgress: true only when stderr is a terminal.
    init(stdout: any TextOutput, stderr: any TextOutput, format: OutputFormat, settings: TerminalSettings, showsProgress: Bool) {
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

    func display(_ viewModel: NoticeViewModel) {
        spinner?.stop()
        let prefix = switch viewModel.kind {
        case .warning: "warning: "
        case .info: "note: "
        case .status: ""
        }
        stderr.write(prefix + viewModel.message + "\n")
    }

    func display(_ viewModel: ErrorViewModel) {
        spinner?.stop()
        stderr.write("error: \(viewModel.title)\n  \(viewModel.message)\n  \(viewModel.hint)\n")
    }
}
