import TrendingPresentation

/// The browse screen's key-press path, for `trending-bench`: one `↓` through the pure reducer,
/// the renderer and the diffing frame writer, as the screen runs it. Only forwards.
public struct BrowseBenchmark {
    private var state: BrowseState
    private var writer = FrameWriter()

    /// A `columns` × `lines` screen holding `list`, drawn once.
    public init(list: TrendingListViewModel, columns: Int, lines: Int) {
        state = BrowseReducer.reduce(BrowseState(columns: columns, lines: lines), .list(list)).0
        _ = writer.frame(BrowseRenderer.render(state, style: .plain))
    }

    /// Moves the selection down (wrapping to the top at the end) and returns the frame's bytes.
    public mutating func pressDown() -> String {
        let key: Key = state.cursor + 1 < state.visible.count ? .down : .home
        state = BrowseReducer.reduce(state, .key(key)).0
        return writer.frame(BrowseRenderer.render(state, style: .plain))
    }
}
