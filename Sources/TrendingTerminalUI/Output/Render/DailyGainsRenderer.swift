import TrendingPresentation

/// Daily gains as a sparkline over a date axis, then the total:
///
///     ▁▁▂▁▃▂▁▁▅█▆▃▂
///     2026-08-26     2026-11-23
///     +4,210 stars in 90 days (today so far: +12)
enum DailyGainsRenderer {
    static func render(_ daily: DailyGainsViewModel, width: Int, style: TextStyle) -> String {
        let columns = max(1, min(width, daily.values.count))
        let sparkline = SparklineFormatter.sparkline(daily.values, width: columns, baseline: 0)
        let length = sparkline.count
        let ends = daily.firstDate.count + daily.lastDate.count
        // Too few days to put the dates under the line's ends: the span in words, never one date
        // alone at the left edge, where it would read as the first.
        let axis = length >= ends + 1
            ? daily.firstDate + String(repeating: " ", count: length - ends) + daily.lastDate
            : width >= ends + 4 ? daily.firstDate + " to " + daily.lastDate : "to " + daily.lastDate
        return style.yellow(sparkline) + "\n" + style.dim(DisplayWidth.truncate(axis, toColumns: width)) + "\n"
            // The tool's own words, wrapped at spaces, never cut mid-number.
            + DetailRenderer.wrap(daily.summary, width: width).joined(separator: "\n") + "\n"
    }
}
