import TrendingDomain
import TrendingPresentation

/// The browse screen's behaviour as a pure function: (state, event) → (state, effects). No
/// terminal, no I/O, no clock; the session performs the effects and feeds back what comes of them.
public enum BrowseReducer {
    /// Rows from the end of the loaded list at which the next page is fetched.
    static let loadMoreMargin = 10

    public static func reduce(_ state: BrowseState, _ event: BrowseEvent) -> (BrowseState, [BrowseEffect]) {
        let before = state
        var state = state
        var effects: [BrowseEffect] = []
        switch event {
        case .key(let key):
            state.status = nil
            effects = handle(key, &state)
        case .resize(let columns, let lines):
            state.columns = max(1, columns)
            state.lines = max(1, lines)
            keepCursorInView(&state)
        case .tick:
            if state.isLoading || state.isLoadingMore { state.spinnerFrame += 1 }
        case .list(let list):
            receive(list, &state)
        case .loading(let loading):
            state.isLoading = true
            state.loadingMessage = loading.message.text
        case .notice(let notice):
            if notice.kind != .header {
                state.status = notice.message.text
                state.statusIsStale = notice.kind == .stale
            }
            if notice.lasting, !state.lastingNotices.contains(notice.message.text) { state.lastingNotices.append(notice.message.text) }
        case .error(let error):
            let said = "\(error.title.text): \(error.message.text)"
            if state.rows == nil { state.loadFailure = error.hint.text.isEmpty ? said : "\(said) \(error.hint.text)" }
            // A file just moved aside says why the load failed ("nothing cached"): it stays until a key.
            if let status = state.status, state.lastingNotices.contains(status) { break }
            state.status = said
        case .banner(let banner):
            state.banner = banner.message?.text
            // GitHub answers again: a "could not refresh" note about the old copy is no longer true.
            if banner.message == nil, state.statusIsStale { state.status = nil }
            keepCursorInView(&state)
        case .progress(let progress):
            state.progress = progress
        case .loadFinished:
            state.isLoading = false
            state.isLoadingMore = false
            state.loadingMessage = nil
        case .status(let text):
            state.status = TextSanitizer.singleLine(text)
        case .details(let details):
            state.details[details.fullName.text.lowercased()] = details
            // A rename followed: the row still shows the old name, and finds its details by it.
            if let asked = details.askedAs { state.details[asked.text.lowercased()] = details }
        case .reveal(let row):
            // At the selection's place on screen: an undo puts the list back as it was shown.
            if let index = state.visible.firstIndex(of: row) {
                let offset = state.cursor - state.top
                state.cursor = index
                state.top = max(0, index - offset)
                keepCursorInView(&state)
                state.hasMoved = true
            }
        }
        // Only moving (or scrolling) toward the end fetches more; other keys leave the list be.
        // The details pane shows another repo (opened, or moved to beside the list): fetch its details.
        if case .key = event, state.screen == .details, let row = state.selectedRow,
           before.screen != .details || before.selectedRow != row {
            effects.append(.loadDetails(row))
        }
        if case .key = event, state.cursor != before.cursor || state.top != before.top {
            // Another period's skeletons are a new list, not a move.
            state.hasMoved = state.rows != nil
            effects += loadMoreIfNear(&state)
        } else if case .key(let key) = event, before.screen != .help, !before.isEditingFilter, towardTheEnd(key) {
            // At the last row already (a list of one, say), moving on still asks for the next page.
            effects += loadMoreIfNear(&state)
        }
        return (state, effects)
    }

    /// A new list: rows update in place, and the selection stays on the same repo (or, if it
    /// went, at the same place); until the user moves, it stays on rank 1 at the top.
    private static func receive(_ list: TrendingListViewModel, _ state: inout BrowseState) {
        let selectedName = state.hasMoved ? state.selected?.fullName : nil
        let screenOffset = state.cursor - state.top
        state.rows = list.rows
        state.loadFailure = nil
        state.emptyMessage = list.emptyMessage?.text
        refilter(&state)
        if let selectedName, let index = state.visible.firstIndex(where: { state.rows?[$0].fullName == selectedName }) {
            state.cursor = index
            state.top = max(0, index - screenOffset)
        }
        keepCursorInView(&state)
    }

    /// Recomputes which rows pass the filter: a case-insensitive match on name, description or language.
    static func refilter(_ state: inout BrowseState) {
        let rows = state.rows ?? []
        let needle = state.filter.lowercased()
        guard !needle.isEmpty else {
            state.visible = Array(rows.indices)
            return
        }
        state.visible = rows.indices.filter { index in
            let row = rows[index]
            return row.fullName.text.lowercased().contains(needle)
                || (row.description?.text.lowercased().contains(needle) ?? false)
                || (row.language?.text.lowercased().contains(needle) ?? false)
        }
    }

    /// Moves the selection by `delta` rows, within the list.
    static func move(_ state: inout BrowseState, by delta: Int) {
        moveTo(&state, state.cursor + delta)
    }

    static func moveTo(_ state: inout BrowseState, _ index: Int) {
        state.cursor = min(max(0, index), max(0, state.visible.count - 1))
        keepCursorInView(&state)
    }

    /// Scrolls the view by `delta` lines, taking the selection along only as far as needed.
    static func scroll(_ state: inout BrowseState, by delta: Int) {
        let maxTop = max(0, state.visible.count - state.listHeight)
        state.top = min(max(0, state.top + delta), maxTop)
        state.cursor = min(max(state.cursor, state.top), max(state.top, min(state.top + state.listHeight - 1, state.visible.count - 1)))
        state.cursor = min(state.cursor, max(0, state.visible.count - 1))
    }

    static func keepCursorInView(_ state: inout BrowseState) {
        let count = state.visible.count
        state.cursor = min(max(0, state.cursor), max(0, count - 1))
        let height = state.listHeight
        if state.cursor < state.top { state.top = state.cursor }
        if state.cursor >= state.top + height { state.top = state.cursor - height + 1 }
        state.top = min(max(0, state.top), max(0, count - height))
    }

    /// The keys that move the selection toward the end of the list.
    private static func towardTheEnd(_ key: Key) -> Bool {
        switch key {
        case .down, .character("j"), .pageDown, .control("d"), .end, .character("G"), .mouse(.wheelDown): true
        default: false
        }
    }

    /// Near the end of the loaded rows, with more to fetch and no filter: fetch the next page.
    private static func loadMoreIfNear(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.filter.isEmpty, !state.isLoadingMore, !state.isLoading,
              state.progress?.canLoadMore == true, let rows = state.rows, !rows.isEmpty,
              state.cursor >= state.visible.count - loadMoreMargin
        else { return [] }
        state.isLoadingMore = true
        return [.loadMore]
    }
}
