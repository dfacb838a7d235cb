import TrendingDomain

/// What `trending __complete`'s output implements: candidates, one a line, on stdout.
public protocol CompletionView: Sendable {
    func displayCandidates(_ candidates: [DisplayText])
}

/// Candidates for shell completion. Names come from the state file on disk, so only those made
/// of GitHub's name characters are offered, each as `DisplayText`: nothing read can put a control
/// character or shell syntax into the user's command line.
public struct CompletionPresenter: Sendable {
    private let view: any CompletionView

    /// - Parameter view: where the candidates go.
    public init(view: any CompletionView) {
        self.view = view
    }

    /// OWNER/REPO of the bookmarks (by name), then of the last list (in its order), each once.
    public func presentRepos(in state: UserState) {
        present(bookmarked(state) + state.lastShown.map(\.name))
    }

    /// OWNER/REPO of the bookmarks, by name: what `unbookmark` can take.
    public func presentBookmarks(in state: UserState) {
        present(bookmarked(state))
    }

    /// OWNER/REPO of the hidden repos, by name: what `unhide` can take.
    public func presentHidden(in state: UserState) {
        present(state.hidden.values.map(\.name).sorted { $0.description < $1.description })
    }

    private func bookmarked(_ state: UserState) -> [RepoName] {
        state.bookmarks.values.sorted { $0.name.description < $1.name.description }.map(\.name)
    }

    private func present(_ names: [RepoName]) {
        var seen = Set<String>()
        // Only names a user could type (GitHub's own characters): bash's `compgen -W` expands
        // `$( )`, backticks and `~` in its words, so a hostile name from a list would run code.
        let typable = names.filter(\.isGitHubName)
        let candidates = typable.filter { seen.insert($0.key).inserted }.map { DisplayText.line($0.description) }.filter { !$0.isEmpty }
        if !candidates.isEmpty { view.displayCandidates(candidates) }
    }
}
