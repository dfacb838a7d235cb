import TrendingPresentation

/// The terminal: the list or JSON on stdout; progress, notices and errors on stderr.
final class TerminalView: TrendingView, RepoDetailView, UserStateView, @unchecked Sendable {
    enum Format { case human, json }

    private let stdout: any TextOutput
    private let stderr: any TextOutput
    private let format: Format
    private let showsProgress: Bool
    // Touched only from the command's single flow, never concurrently.
    private var progressShown = false

    init(stdout: any TextOutput, stderr: any TextOutput, format: Format, showsProgress: Bool) {
        self.stdout = stdout
        self.stderr = stderr
        self.format = format
        self.showsProgress = showsProgress
    }

    func display(_ viewModel: LoadingViewModel) {
        guard showsProgress else { return }
        stderr.write("\r\u{1B}[K" + viewModel.message)
        progressShown = true
    }

    func display(_ viewModel: TrendingListViewModel) {
        clearProgress()
        switch format {
        case .json:
            stdout.write(JSONRenderer.render(viewModel.records))
        case .human:
            if let empty = viewModel.emptyMessage {
                stderr.write(empty + "\n")
            } else {
                stdout.write(ListRenderer.render(viewModel.rows))
            }
        }
    }

    func display(_ viewModel: NoticeViewModel) {
        clearProgress()
        let prefix = switch viewModel.kind {
        case .warning: "warning: "
        case .info: "note: "
        case .status: ""
        }
        stderr.write(prefix + viewModel.message + "\n")
    }

    func display(_ viewModel: ErrorViewModel) {
        clearProgress()
        stderr.write("error: \(viewModel.title)\n  \(viewModel.message)\n  \(viewModel.hint)\n")
    }

    func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord) {
        clearProgress()
        switch format {
        case .json: stdout.write(JSONRenderer.render(.object(record.fields)))
        case .human: stdout.write(DetailRenderer.render(viewModel))
        }
    }

    func display(_ viewModel: SavedReposViewModel) {
        clearProgress()
        switch format {
        case .json:
            stdout.write(JSONRenderer.render(.array(viewModel.rows.map { .object($0.record) })))
        case .human:
            if viewModel.rows.isEmpty {
                stderr.write(viewModel.emptyMessage + "\n")
            } else {
                stdout.write(DetailRenderer.render(viewModel.rows))
            }
        }
    }

    private func clearProgress() {
        guard progressShown else { return }
        stderr.write("\r\u{1B}[K")
        progressShown = false
    }
}
