import TrendingPresentation

/// Draws the whole screen from the state: exactly `state.lines` lines, none wider than the
/// terminal. Pure; `FrameWriter` sends only the lines that changed.
public enum BrowseRenderer {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func render(_ state: BrowseState, style: TextStyle) -> [String] {
        let width = state.columns
        var lines = [header(state, style: style)]
        if let banner = state.banner {
            lines.append(style.color ? style.yellow(DisplayWidth.truncate(banner, toColumns: width)) : DisplayWidth.truncate(banner, toColumns: width))
        }
        let height = state.listHeight
        switch state.screen {
        case .help:
            lines += HelpScreen.lines(width: width, height: height, top: state.helpTop, style: style)
        case .details where !state.showsSidePane:
            lines += DetailPane.lines(state.selected, details: state.selectedDetails, width: width, height: height, style: style)
        case .details:
            let listWidth = state.listColumnsBesidePane
            let paneWidth = width - listWidth - 1
            let list = listLines(state, width: listWidth, style: style)
            let pane = DetailPane.lines(state.selected, details: state.selectedDetails, width: paneWidth - 1, height: height, style: style)
            for index in 0..<height {
                let left = index < list.count ? list[index] : ""
                let padded = left + String(repeating: " ", count: max(0, listWidth - visibleWidth(of: index, in: state, listWidth: listWidth)))
                lines.append(padded + style.dim("│") + " " + (index < pane.count ? pane[index] : ""))
            }
        case .list, .confirmDismissAll:
            lines += listLines(state, width: width, style: style)
        }
        while lines.count < state.lines - 1 { lines.append("") }
        lines = Array(lines.prefix(max(0, state.lines - 1)))
        lines.append(footer(state, style: style))
        return lines
    }

    /// The list area's lines: rows, skeletons before the first list (or why none came), or why
    /// it is empty.
    private static func listLines(_ state: BrowseState, width: Int, style: TextStyle) -> [String] {
        let height = state.listHeight
        guard let rows = state.rows else {
            if let failure = state.loadFailure { return Array(DetailRenderer.wrap(failure, width: width).prefix(height)) }
            return (0..<height).map { RowLine.skeleton(line: $0, width: width, style: style) }
        }
        if rows.isEmpty || state.visible.isEmpty {
            let message = rows.isEmpty ? (state.emptyMessage ?? "Nothing to show.") : "No loaded repo matches “\(state.filter)”."
            return [DisplayWidth.truncate(message, toColumns: width)]
        }
        let rankWidth = rows.last.map { $0.rank.count } ?? 1
        return state.onScreen.map { index in
            RowLine.render(rows[index], rankWidth: rankWidth, width: width, selected: index == state.selectedRow, style: style)
        }
    }

    /// How wide the list's line `index` shows, so the pane's border lines up.
    private static func visibleWidth(of index: Int, in state: BrowseState, listWidth: Int) -> Int {
        guard let rows = state.rows, !rows.isEmpty else {
            return state.rows == nil ? DisplayWidth.columns(RowLine.skeleton(line: index, width: listWidth, style: .plain)) : 0
        }
        let shown = state.onScreen
        guard index < shown.count else { return state.visible.isEmpty && index == 0 ? listWidth : 0 }
        let row = shown[shown.startIndex + index]
        if row == state.selectedRow { return listWidth }
        let rankWidth = rows.last.map { $0.rank.count } ?? 1
        return DisplayWidth.columns(RowLine.render(rows[row], rankWidth: rankWidth, width: listWidth, selected: false, style: .plain))
    }

    /// `trending · daily · stars`, and the filter when one applies.
    private static func header(_ state: BrowseState, style: TextStyle) -> String {
        var text = "trending · \(state.period.rawValue) · \(state.sort.rawValue)"
        if !state.filter.isEmpty, !state.isEditingFilter { text += " · filter: \(state.filter)" }
        return style.bold(DisplayWidth.truncate(text, toColumns: state.columns))
    }

    /// What a key said, the filter being typed, or the D question on the left; how much is loaded,
    /// the spinner and `? help` on the right, its parts giving way from the first, never cut. What
    /// the next key answers (the question, the filter, an undo) comes first; any other status is
    /// cut to leave the loaded count its room, which issue 14's footer always shows (bb37 b2).
    private static func footer(_ state: BrowseState, style: TextStyle) -> String {
        var right: [(text: String, kept: Bool)] = []
        if state.isLoading || state.isLoadingMore {
            let frame = spinnerFrames[state.spinnerFrame % spinnerFrames.count]
            right.append((frame + (state.isLoadingMore ? " loading more" : " refreshing"), false))
        }
        // A filter hides rows: say so where the counts are, or the counts mislead.
        if !state.filter.isEmpty, !state.isEditingFilter { right.append(("/\(state.filter): \(state.visible.count) shown", true)) }
        if let measuring = state.progress?.measuring { right.append((measuring, false)) }
        if let loaded = state.progress?.loaded { right.append((loaded, true)) }
        right.append(("? help", false))
        let answered = state.isEditingFilter || state.screen == .confirmDismissAll || state.status?.hasSuffix(BrowseSessionReducer.undoHint) == true
        let counts = answered ? 0 : DisplayWidth.columns(right.filter(\.kept).map(\.text).joined(separator: " · "))
        let left: String
        if state.isEditingFilter {
            left = "/" + state.filter + "█"
        } else if state.screen == .confirmDismissAll {
            let rows = state.rows ?? [], kept = rows.count { $0.markers.contains("bookmarked") }
            // Plural rules everywhere (bb36 x-D1): one row is "the 1 loaded repo".
            left = kept == 0
                ? (rows.count == 1 ? "Dismiss the 1 loaded repo? y/n" : "Dismiss all \(rows.count) loaded repos? y/n")
                : "Dismiss \(Plural.count(rows.count - kept, "repo")), keep \(kept) bookmarked? y/n"
        } else {
            left = state.status ?? ""
        }
        let leftText = DisplayWidth.truncate(left, toColumns: max(0, state.columns - (counts == 0 ? 0 : counts + 1)))
        let room = state.columns - DisplayWidth.columns(leftText) - (leftText.isEmpty ? 0 : 1)
        var shown = right
        // From the first, the counts last (beside what the next key answers, in order: `? help` stays).
        while DisplayWidth.columns(shown.map(\.text).joined(separator: " · ")) > room {
            guard let index = (answered ? nil : shown.firstIndex { !$0.kept }) ?? shown.indices.first else { break }
            shown.remove(at: index)
        }
        let rightText = shown.map(\.text).joined(separator: " · ")
        let gap = max(0, state.columns - DisplayWidth.columns(leftText) - DisplayWidth.columns(rightText))
        return leftText + String(repeating: " ", count: gap) + style.dim(rightText)
    }
}
