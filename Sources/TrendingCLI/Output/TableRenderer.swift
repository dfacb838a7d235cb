import TrendingPresentation

/// An aligned table that fits the width: the description takes what is left, and goes when
/// nothing is.
enum TableRenderer {
    static func render(_ rows: [RepoRowViewModel], width: Int = .max, style: TextStyle = .plain) -> String {
        let hasMarkers = rows.contains { !$0.markers.isEmpty }
        var columns: [Column] = [
            Column(title: "#", values: rows.map(\.rank), rightAligned: true),
            Column(title: "REPO", values: rows.map(\.fullName), maxWidth: 40),
            Column(title: "STARS", values: rows.map(\.stars), rightAligned: true),
        ]
        let hasGains = rows.contains { $0.gained != nil }
        if hasGains {
            // "+1.2k ★ in 24 h" → "+1.2k".
            columns.append(Column(title: "GAINED", values: rows.map { $0.gained.map { String($0.prefix { $0 != " " }) } ?? "" }, rightAligned: true))
        }
        let hasDeltas = rows.contains { $0.delta != nil }
        if hasDeltas {
            // "+1.2k ★ since 6h ago" → "+1.2k": the table's header says what it is.
            columns.append(Column(title: hasGains ? "DELTA" : "GAINED", values: rows.map { $0.delta.map { String($0.prefix { $0 != " " }) } ?? "" }, rightAligned: true))
        }
        columns += [
            Column(title: "LANGUAGE", values: rows.map { $0.language ?? "" }, maxWidth: 14),
            Column(title: "CREATED", values: rows.map(\.created)),
        ]
        if hasMarkers { columns.append(Column(title: "FLAGS", values: rows.map { $0.markers.joined(separator: " ") })) }
        columns.append(Column(title: "DESCRIPTION", values: rows.map { $0.description ?? "" }))

        fit(&columns, into: width)
        let styles: [(String) -> String] = [style.dim, style.bold, style.yellow] + (hasGains ? [style.yellow] : []) + (hasDeltas ? [style.yellow] : []) + [style.cyan, style.dim] +
            (hasMarkers ? [style.green] : []) + [{ $0 }]
        var out = line(columns.map { DisplayWidth.truncate($0.title, toColumns: $0.width) }, columns, style: { style.bold($1) })
        for index in rows.indices {
            let cells = columns.map { DisplayWidth.truncate($0.values[index], toColumns: $0.width) }
            out += line(cells, columns) { column, text in
                let styled = styles[min(column, styles.count - 1)](text)
                return column == 1 ? style.link(styled, to: rows[index].url) : styled
            }
        }
        return out
    }

    private struct Column {
        let title: String
        let values: [String]
        var rightAligned = false
        var width: Int

        init(title: String, values: [String], rightAligned: Bool = false, maxWidth: Int = .max) {
            self.title = title
            self.values = values
            self.rightAligned = rightAligned
            width = min(maxWidth, ([title] + values).map(DisplayWidth.columns).max() ?? 0)
        }
    }

    /// Shrinks the last column, then the repo column, until the row fits; drops the last column
    /// when it would be too narrow to read.
    private static func fit(_ columns: inout [Column], into width: Int) {
        func total() -> Int { columns.map(\.width).reduce(0, +) + 2 * (columns.count - 1) }
        let last = columns.count - 1
        let overflow = total() - width
        if overflow > 0 {
            columns[last].width = max(0, columns[last].width - overflow)
            if columns[last].width < 12 { columns.removeLast() }
        }
        if total() > width {
            columns[1].width = max(4, columns[1].width - (total() - width))
        }
        while total() > width, columns.count > 2 {
            columns.removeLast()
        }
    }

    private static func line(_ cells: [String], _ columns: [Column], style: (Int, String) -> String) -> String {
        var parts: [String] = []
        for (index, (cell, column)) in zip(cells, columns).enumerated() {
            let isLast = index == columns.count - 1
            let padding = String(repeating: " ", count: max(0, column.width - DisplayWidth.columns(cell)))
            let styled = style(index, cell)
            parts.append(column.rightAligned ? padding + styled : (isLast ? styled : styled + padding))
        }
        return parts.joined(separator: "  ") + "\n"
    }
}
