import TrendingPresentation

/// The browse screen as the presenters see it: one more view, beside `TerminalView`. It turns
/// every view state into an event for the screen's state machine.
public final class BrowseScreenView: BrowseView, UserStateView, RepoDetailView, @unchecked Sendable {
    private let post: @Sendable (BrowseEvent) -> Void

    public init(post: @escaping @Sendable (BrowseEvent) -> Void) {
        self.post = post
    }

    public func display(_ viewModel: LoadingViewModel) { post(.loading(viewModel)) }
    public func display(_ viewModel: TrendingListViewModel) { post(.list(viewModel)) }
    public func display(_ viewModel: NoticeViewModel) { post(.notice(viewModel)) }
    public func display(_ viewModel: ErrorViewModel) { post(.error(viewModel)) }
    public func display(_ viewModel: BrowseBannerViewModel) { post(.banner(viewModel)) }
    public func display(_ viewModel: BrowseProgressViewModel) { post(.progress(viewModel)) }
    /// The details pane's content; `--json`'s record is for `show`.
    public func display(_ viewModel: RepoDetailViewModel, record: RepoDetailRecord) { post(.details(viewModel)) }
    /// Saved-repo lists belong to other commands; the screen shows its own list only.
    public func display(_ viewModel: SavedReposViewModel) {}
}
