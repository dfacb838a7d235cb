import TrendingDomain
import TrendingPresentation

/// An aligned table that fits the width. The name is the last thing cut: the description shrinks
/// while it stays readable, then whole columns drop (the description, then the age, language,
/// marks, gains and stars, the column the list is sorted by last) before the repo column narrows. Only the description and the name
/// are ever cut, so a gain never loses half its digits.
enum TableRenderer {
    /// - Parameter sortedBy: the list's order; its column is the last to drop.
    static func render(_ rows: [RepoRowViewModel], width: Int = .max, style: TextStyle = .plain, sortedBy sort: TrendingSort = .stars) -> String {
        guard !rows.isEmpty else { return "" }
        var columns = TableColumns.make(rows)
        fit(&columns, into: width, sortedBy: sort)
        var out = line(columns.map { DisplayWidth.truncate($0.title, toColumns: $0.width) }, columns) { _, text in style.bold(text) }
        for index in rows.indices {
            let row = rows[index]
            let cells = columns.map { DisplayWidth.truncate($0.values[index], toColumns: $0.width) }
            out += line(cells, columns) { column, text in
                TableColumns.style(text, role: columns[column].role, row: row, style: style)
            }
        }
        return out
    }

    /// The least readable description the table keeps; narrower, it goes.
    static let minimumDescription = 12

    private static func fit(_ columns: inout [TableColumns.Column], into width: Int, sortedBy sort: TrendingSort) {
        func overflow() -> Int { columns.map(\.width).reduce(0, +) + 2 * (columns.count - 1) - width }
        if overflow() > 0, let description = columns.firstIndex(where: { $0.role == .description }) {
            let room = columns[description].width - overflow()
            if room >= minimumDescription {
                columns[description].width = room
            } else {
                columns.remove(at: description)
            }
        }
        for role in TableColumns.Role.dropOrder(sortedBy: sort, among: columns.map(\.role)) where overflow() > 0 {
            columns.removeAll { $0.role == role }
        }
        if overflow() > 0, let repo = columns.firstIndex(where: { $0.role == .repo }) {
            columns[repo].width = max(1, columns[repo].width - overflow())
        }
        // Narrower than the rank and a name's first letter (a pane of 5 columns): the name alone,
        // cut to the width, as no line may be wider than the terminal (bb38 c2-D3).
        if overflow() > 0, columns.contains(where: { $0.role == .repo }) {
            columns.removeAll { $0.role != .repo }
            columns[0].width = max(1, width)
        }
    }

    private static func line(_ cells: [String], _ columns: [TableColumns.Column], style: (Int, String) -> String) -> String {
        var parts: [String] = []
        // Empty cells at the end of a row print nothing, not their padding: no trailing spaces.
        let pairs = Array(zip(cells, columns))
        let end = (pairs.lastIndex { !$0.0.isEmpty } ?? -1) + 1
        for (index, (cell, column)) in pairs[..<end].enumerated() {
            let isLast = index == end - 1
            let padding = String(repeating: " ", count: max(0, column.width - DisplayWidth.columns(cell)))
            let styled = style(index, cell)
            parts.append(column.rightAligned ? padding + styled : (isLast ? styled : styled + padding))
        }
        return parts.joined(separator: "  ") + "\n"
    }
}
