import TrendingDomain

/// Keys, per screen. Each maps to one state change or one effect (a use case the commands use).
extension BrowseReducer {
    static func handle(_ key: Key, _ state: inout BrowseState) -> [BrowseEffect] {
        // These work on every screen.
        switch key {
        case .control("c"): return [.quit(.interrupted)]
        case .control("z"): return [.suspend]
        case .control("l"): return [.redraw]
        default: break
        }
        if state.isEditingFilter { return editFilter(key, &state) }
        switch state.screen {
        case .help:
            if [.escape, .character("q"), .character("?")].contains(key) { state.screen = .list } else { scrollHelp(key, &state) }
            return []
        case .confirmDismissAll:
            state.screen = .list
            guard key == .character("y") || key == .character("Y"), let rows = state.rows else {
                state.status = "Nothing dismissed."
                return []
            }
            return [.dismissAll(Array(rows.indices))]
        case .details:
            if key == .escape || key == .character("q") {
                state.screen = .list
                return []
            }
            return listKey(key, &state)
        case .list:
            return listKey(key, &state)
        }
    }

    /// The help scrolls when the terminal is too short for it, by the list's keys and the wheel.
    private static func scrollHelp(_ key: Key, _ state: inout BrowseState) {
        let page = max(1, state.listHeight - 2)
        let last = HelpScreen.lastTop(width: state.columns, height: state.listHeight)
        switch key {
        case .up, .character("k"), .mouse(.wheelUp): state.helpTop -= 1
        case .down, .character("j"), .mouse(.wheelDown): state.helpTop += 1
        case .pageUp, .control("u"): state.helpTop -= page
        case .pageDown, .control("d"), .character(" "): state.helpTop += page
        case .home, .character("g"): state.helpTop = 0
        case .end, .character("G"): state.helpTop = last
        default: break
        }
        state.helpTop = min(max(0, state.helpTop), last)
    }

    private static func listKey(_ key: Key, _ state: inout BrowseState) -> [BrowseEffect] {
        let page = max(1, state.listHeight - 1)
        switch key {
        case .up, .character("k"): move(&state, by: -1)
        case .down, .character("j"): move(&state, by: 1)
        case .pageUp, .control("u"): move(&state, by: -page)
        case .pageDown, .control("d"): move(&state, by: page)
        case .home, .character("g"): moveTo(&state, 0)
        case .end, .character("G"): moveTo(&state, state.visible.count - 1)
        case .mouse(.wheelUp): scroll(&state, by: -3)
        case .mouse(.wheelDown): scroll(&state, by: 3)
        case .mouse(.click(let row, let column)): click(row: row, column: column, &state)
        case .enter: if state.selectedRow != nil { state.screen = .details }
        case .character("?"):
            state.screen = .help
            state.helpTop = 0
        case .character("q"): return [.quit(.quit)]
        case .escape:
            if !state.filter.isEmpty { setFilter("", &state) }
        case .character("/"):
            state.isEditingFilter = true
            state.screen = .list
        case .character("r"):
            state.isLoading = true
            return [.refresh]
        case .tab, .backTab:
            let periods = TrendingPeriod.allCases
            let index = periods.firstIndex(of: state.period) ?? 0
            state.period = periods[(index + (key == .tab ? 1 : periods.count - 1)) % periods.count]
            state.startAnotherList()
            return [.reload]
        case .character("s"):
            let sorts = state.sorts
            state.sort = sorts[((sorts.firstIndex(of: state.sort) ?? -1) + 1) % sorts.count]
            return [.reload]
        case .character("D"):
            if let rows = state.rows, !rows.isEmpty { state.screen = .confirmDismissAll }
        case .character("u"): return [.undoDismiss]
        case .character("o"): return state.selectedRow.map { [.open($0)] } ?? []
        case .character("y"): return state.selectedRow.map { [.copyURL($0)] } ?? []
        case .character("b"): return state.selectedRow.map { [.toggleBookmark($0)] } ?? []
        case .character("d"): return state.selectedRow.map { [.dismiss([$0])] } ?? []
        default: break
        }
        return []
    }

    /// A click on a list line selects the row there; on the side pane or elsewhere, nothing.
    private static func click(row: Int, column: Int, _ state: inout BrowseState) {
        let line = row - 1 - state.listStart
        guard line >= 0, line < state.listHeight, state.top + line < state.visible.count else { return }
        if state.screen == .details && !state.showsSidePane { return }
        if state.showsSidePane && column > state.listColumnsBesidePane { return }
        moveTo(&state, state.top + line)
    }

    /// Typing after `/`: the filter applies as it changes; Enter keeps it, Esc clears it.
    private static func editFilter(_ key: Key, _ state: inout BrowseState) -> [BrowseEffect] {
        switch key {
        case .enter:
            state.isEditingFilter = false
        case .escape:
            state.isEditingFilter = false
            setFilter("", &state)
        case .backspace:
            if state.filter.isEmpty { state.isEditingFilter = false } else { setFilter(String(state.filter.dropLast()), &state) }
        case .character(let character):
            setFilter(state.filter + String(character), &state)
        case .up, .down, .pageUp, .pageDown, .mouse:
            return listKey(key, &state)
        default:
            break
        }
        return []
    }

    private static func setFilter(_ text: String, _ state: inout BrowseState) {
        let selected = state.selected?.fullName
        state.filter = text
        refilter(&state)
        state.cursor = selected.flatMap { name in state.visible.firstIndex { state.rows?[$0].fullName == name } } ?? 0
        keepCursorInView(&state)
    }
}
