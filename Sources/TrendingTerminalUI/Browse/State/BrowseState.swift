import TrendingDomain
import TrendingPresentation

/// Everything the browse screen shows, as a value: the reducer changes it, the renderer draws it.
public struct BrowseState: Equatable, Sendable {
    /// Which screen is up.
    enum Screen: Equatable, Sendable {
        case list
        /// The selected repo's details: a pane beside the list, or full screen when narrow.
        case details
        case help
        /// `D` asked: dismiss every loaded row? Waiting for y or n.
        case confirmDismissAll
    }

    var columns: Int
    var lines: Int
    var screen = Screen.list
    /// The first line of the help shown, when the terminal is too short for all of it.
    var helpTop = 0
    public internal(set) var period: TrendingPeriod
    public internal(set) var sort: TrendingSort
    /// The orders `s` cycles through: GitHub's page order only where a page is read (`--scope all`).
    let sorts: [TrendingSort]
    /// The loaded rows, in the presenter's order; nil until a first list arrives (skeletons).
    public internal(set) var rows: [RepoRowViewModel]?
    var emptyMessage: String?
    /// Why no list came (nothing cached under `--offline`, GitHub failing with nothing cached):
    /// shown where the rows go, for good, not skeletons that say it is loading.
    var loadFailure: String?
    /// Indices into `rows` that pass the filter, in order.
    var visible: [Int] = []
    /// The selection, an index into `visible`.
    var cursor = 0
    /// The first `visible` index on screen.
    var top = 0
    /// The user moved the selection or scrolled. Until then a new list (ranked anew once gains are
    /// measured) keeps the selection on rank 1 at the top, instead of following a repo down.
    var hasMoved = false
    var filter = ""
    var isEditingFilter = false
    var banner: String?
    var progress: BrowseProgressViewModel?
    /// A fetch is under way: the footer spins.
    var isLoading = false
    var loadingMessage: String?
    var isLoadingMore = false
    var spinnerFrame = 0
    /// The last thing a key did or a warning said, until the next key.
    var status: String? {
        didSet { statusIsStale = false }
    }
    /// Whether `status` says the list shown is a stale copy GitHub could not refresh: said
    /// until the next key, or until GitHub answers again (the banner goes, and so does it).
    var statusIsStale = false
    /// Warnings naming a file moved aside, said again on stderr once the screen is gone.
    var lastingNotices: [String] = []
    /// What `trending show` gives of each repo opened in the details pane, by `RepoName.key`.
    var details: [String: RepoDetailViewModel] = [:]

    public init(
        columns: Int, lines: Int, period: TrendingPeriod = .daily, sort: TrendingSort = .stars,
        sorts: [TrendingSort] = BrowseState.sorts(scope: .new)
    ) {
        self.columns = columns
        self.lines = lines
        self.period = period
        self.sort = sort
        self.sorts = sorts
    }

    /// stars → velocity → gained, and → page with `--scope all`, whose lists carry GitHub's page order.
    public static func sorts(scope: TrendingScope) -> [TrendingSort] {
        scope == .all ? TrendingSort.allCases : TrendingSort.allCases.filter { $0 != .page }
    }

    /// Details sit beside the list from this width on; narrower, they take the screen.
    static let sidePaneColumns = 100

    var showsSidePane: Bool { screen == .details && columns >= Self.sidePaneColumns }

    /// With the side pane, the list's columns on the left; the pane takes two fifths, after a rule.
    var listColumnsBesidePane: Int { columns - columns * 2 / 5 - 1 }

    /// Screen lines for the list: all but the header, the banner and the footer.
    var listHeight: Int { max(1, lines - 2 - (banner == nil ? 0 : 1)) }

    /// The first screen line (0-based) of the list.
    var listStart: Int { banner == nil ? 1 : 2 }

    /// The selected row's index into `rows`.
    var selectedRow: Int? { visible.indices.contains(cursor) ? visible[cursor] : nil }

    var selected: RepoRowViewModel? { selectedRow.flatMap { rows?[$0] } }

    /// The selected repo's details, once they arrived.
    var selectedDetails: RepoDetailViewModel? { selected.flatMap { details[$0.fullName.text.lowercased()] } }

    /// Another period is another list: skeletons until its rows arrive, the last one's rows,
    /// place and failure gone.
    mutating func startAnotherList() {
        rows = nil
        loadFailure = nil
        visible = []
        progress = nil
        cursor = 0
        top = 0
    }

    /// The `rows` indices now on screen.
    public var onScreen: ArraySlice<Int> {
        guard screen == .list || showsSidePane || screen == .confirmDismissAll else { return [] }
        let end = min(visible.count, top + listHeight)
        return top < end ? visible[top..<end] : []
    }
}
