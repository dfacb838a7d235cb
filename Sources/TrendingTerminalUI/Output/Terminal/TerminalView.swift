import TrendingPresentation

/// The terminal: the requested output on stdout; progress, notices and errors on stderr.
public final class TerminalView: TrendingView, RepoDetailView, UserStateView, SnapshotHistoryView, OpenView, CacheView, CompletionView, ConfigView, TrendingDevelopersView,
    @unchecked Sendable {
    private let stdout: any TextOutput
    private let stderr: any TextOutput
    private let format: OutputFormat
    private let settings: TerminalSettings
    private let spinner: Spinner?
    private let quiet: Bool
    private let feed: any DigestFeed
    private let widths: TerminalWidths

    /// - Parameters:
    ///   - showsProgress: true only when stderr is a terminal.
    ///   - quiet: `--quiet`: only warnings and errors on stderr, no notes.
    ///   - feed: the site and feed identity for `markdown` and `atom`.
    ///   - widths: the terminals' columns now, asked again at each drawing.
    public init(
        stdout: any TextOutput, stderr: any TextOutput, format: OutputFormat, settings: TerminalSettings,
        showsProgress: Bool, quiet: Bool = false, feed: any DigestFeed, widths: TerminalWidths = .fixed
    ) {
        self.quiet = quiet
        self.widths = widths
        self.feed = feed
        self.stdout = stdout
        self.stderr = stderr
        self.format = format
        self.settings = settings
        self.spinner = showsProgress ? Spinner(output: stderr) { widths.stderr() ?? settings.progressWidth ?? widths.stdout() ?? settings.width } : nil
    }

    /// stdout's columns as they are now (`COLUMNS` or no terminal: as they were).
    private var width: Int { max(1, widths.stdout() ?? settings.width) }

    private var style: TextStyle { TextStyle(color: settings.color, hyperlinks: settings.hyperlinks) }

    public func display(_ viewModel: LoadingViewModel) {
        spinner?.show(viewModel.message.text)
    }

    /// The table and the list print rows only; the formats for machines print records.
    public var wantsRecords: Bool { format.isForMachines }

    public func display(_ viewModel: TrendingListViewModel) {
        spinner?.stop()
        // --new-only with nothing new: nothing at all, but for JSON's `[]` and Atom's empty feed.
        if viewModel.isNewOnly, viewModel.rows.isEmpty, format != .json, format != .atom { return }
        // The formats for machines and mail say nothing of an empty list on stderr (a cron job would mail it).
        // `--quiet` leaves it out: a note, not a warning or an error (bb34 q-D1).
        if !format.isForMachines, let empty = viewModel.emptyMessage {
            if !quiet { stderr.write(empty.text + "\n") }
            return
        }
        switch format {
        case .json: stdout.write(JSONRenderer.render(viewModel.records))
        case .tsv: stdout.write(TSVRenderer.render(viewModel.records))
        case .markdown: stdout.write(MarkdownRenderer.render(DigestEntry.entries(viewModel, links: feed.repoPages)))
        case .atom:
            let header = AtomRenderer.Feed(
                id: feed.id, title: viewModel.title.text + " · " + feed.site, updated: viewModel.fetchedAt,
                link: feed.link, generatorVersion: feed.generatorVersion
            )
            stdout.write(AtomRenderer.render(DigestEntry.entries(viewModel, links: feed.repoPages), feed: header))
        case .table: stdout.write(TableRenderer.render(viewModel.rows, width: width, style: style, sortedBy: feed.sort))
        case .list: stdout.write(ListRenderer.render(viewModel.rows, width: width, style: style))
        }
    }

    public func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord) {
        spinner?.stop()
        switch format {
        case .json: stdout.write(JSONRenderer.render(.object(record.fields)))
        default: stdout.write(DetailRenderer.render(viewModel, width: width, style: style))
        }
    }

    public func display(_ viewModel: SavedReposViewModel) {
        spinner?.stop()
        switch format {
        case .json:
            stdout.write(JSONRenderer.render(.array(viewModel.rows.map { .object($0.record) })))
        default:
            if viewModel.rows.isEmpty {
                if !quiet { stderr.write(viewModel.emptyMessage.text + "\n") }
            } else {
                stdout.write(DetailRenderer.render(viewModel.rows, width: width, style: style))
            }
        }
    }

    public func display(_ viewModel: SnapshotHistoryViewModel) {
        switch format {
        case .json: stdout.write(JSONRenderer.render(.array(viewModel.points)))
        default:
            let title = DisplayWidth.truncate(viewModel.fullName.text, toColumns: width)
            // Drawn to the terminal's width: cut, it would lose the newest snapshots (bb39 h2-D2).
            let line = DisplayWidth.columns(viewModel.sparkline) > width && !viewModel.starCounts.isEmpty
                ? SparklineFormatter.sparkline(viewModel.starCounts, width: width) : DisplayWidth.truncate(viewModel.sparkline, toColumns: width)
            let sparkline = line.isEmpty ? "" : style.yellow(line) + "\n"
            // The tool's own words, wrapped at spaces, never cut: the advice ends "the next refresh".
            let summary = DetailRenderer.wrap(viewModel.summary.text, width: width).joined(separator: "\n")
            stdout.write(style.bold(title) + "\n" + sparkline + summary + "\n")
            if let daily = viewModel.daily {
                let heading = DetailRenderer.wrap("Daily stars gained (GitHub)", width: width).map(style.bold).joined(separator: "\n")
                stdout.write("\n" + heading + "\n" + DailyGainsRenderer.render(daily, width: width, style: style))
            }
        }
    }

    public func display(_ viewModel: DailyGainsViewModel) {
        switch format {
        case .json: stdout.write(JSONRenderer.render(.array(viewModel.points)))
        default:
            let title = DisplayWidth.truncate(viewModel.fullName.text, toColumns: width)
            stdout.write(style.bold(title) + "\n" + DailyGainsRenderer.render(viewModel, width: width, style: style))
        }
    }

    public func display(_ viewModel: TrendingDevelopersViewModel) {
        spinner?.stop()
        switch format {
        case .json: stdout.write(JSONRenderer.render(.array(viewModel.records)))
        case .tsv: stdout.write(DevelopersRenderer.tsv(viewModel.rows))
        case .table: stdout.write(DevelopersRenderer.table(viewModel.rows, width: width, style: style))
        default: stdout.write(DevelopersRenderer.list(viewModel.rows, width: width, style: style))
        }
    }

    public func display(_ viewModel: NoticeViewModel) {
        spinner?.stop()
        if viewModel.kind == .header, format.isForMachines || spinner == nil { return }
        if quiet, viewModel.kind != .warning { return }
        let prefix = switch viewModel.kind {
        case .warning, .stale: "warning: "
        case .info, .header: "note: "
        case .status: ""
        }
        stderr.write(fitted(prefix + viewModel.message.text, indent: 2))
    }

    public func displayURL(_ url: DisplayText) {
        stdout.write(url.text + "\n")
    }

    public func displayPath(_ path: DisplayText) {
        stdout.write(path.text + "\n")
    }

    public func displayCandidates(_ candidates: [DisplayText]) {
        stdout.write(candidates.map(\.text).joined(separator: "\n") + "\n")
    }

    /// `trending config`'s lines, which read back as a config file: never wrapped nor coloured.
    public func displayConfig(_ lines: [String]) {
        stdout.write(lines.joined(separator: "\n") + "\n")
    }

    public func display(_ viewModel: ErrorViewModel) {
        spinner?.stop()
        // Fitted while plain, so the colour's escapes don't count as columns.
        let title = fitted("error: \(viewModel.title.text)", indent: 2)
        let label = TextStyle(color: settings.stderrColor, hyperlinks: false).errorLabel()
        stderr.write(label + title.dropFirst("error:".count) + fitted("  " + viewModel.message.text, indent: 2)
            + fitted("  " + viewModel.hint.text, indent: 2))
    }

    /// One message, word-wrapped to the width when a person reads stderr on a terminal (a pipe
    /// keeps each message on one line, for grep).
    private func fitted(_ text: String, indent: Int) -> String {
        guard spinner != nil, DisplayWidth.columns(text) > width else { return text + "\n" }
        let lead = String(text.prefix { $0 == " " })
        let lines = DetailRenderer.wrap(String(text.dropFirst(lead.count)), width: width - max(lead.count, indent))
        return lines.enumerated().map { index, line in
            (index == 0 ? lead : String(repeating: " ", count: max(lead.count, indent))) + line
        }.joined(separator: "\n") + "\n"
    }
}
