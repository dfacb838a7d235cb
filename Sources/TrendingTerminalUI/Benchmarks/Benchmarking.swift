import TrendingPresentation

/// The smallest public door into the terminal UI's layout, for the `trending-bench` micro-benchmarks.
/// The renderers stay internal; this only forwards, so what is timed is what `trending` runs.
public enum LayoutBenchmark {
    /// The human list for `rows`, fitted to `width` columns, without colour or links.
    public static func renderList(_ rows: [RepoRowViewModel], width: Int) -> String {
        ListRenderer.render(rows, width: width, style: .plain)
    }
}
