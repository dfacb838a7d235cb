import TrendingDomain
import TrendingPresentation

/// The table's columns: what each holds, and its one style (the same as the list's for the role).
enum TableColumns {
    enum Role: Equatable {
        case rank, repo, stars, gain, delta, language, created, flags, description

        /// After the description, whole columns drop in this order before the name is cut.
        static let dropOrder: [Role] = [.created, .language, .flags, .delta, .gain, .stars]

        /// `dropOrder` with the column the list is sorted by moved last: the column that says
        /// why the rows are in this order goes after every other. A gain sort with no GAINED
        /// column keeps the snapshot column, which then bears that title.
        static func dropOrder(sortedBy sort: TrendingSort, among roles: [Role]) -> [Role] {
            let kept: Role = switch sort {
            case .stars: .stars
            case .gained, .page: roles.contains(.gain) ? .gain : .delta
            case .velocity: roles.contains(.delta) ? .delta : .gain
            }
            return dropOrder.filter { $0 != kept } + [kept]
        }
    }

    struct Column {
        let title: String
        let role: Role
        let values: [String]
        let rightAligned: Bool
        var width: Int

        init(_ title: String, _ role: Role, _ values: [String], rightAligned: Bool = false, maxWidth: Int = .max) {
            self.title = title
            self.role = role
            self.values = values
            self.rightAligned = rightAligned
            width = min(maxWidth, ([title] + values).map(DisplayWidth.columns).max() ?? 0)
        }
    }

    static func make(_ rows: [RepoRowViewModel]) -> [Column] {
        var columns = [
            Column("#", .rank, rows.map(\.rank), rightAligned: true),
            Column("REPO", .repo, rows.map(\.fullName.text)),
            Column("STARS", .stars, rows.map(\.stars), rightAligned: true),
        ]
        // `+1.2k`: the header says what it is; a gain over another span says so (`+360 (6d)`).
        let hasGains = rows.contains { $0.gained != nil }
        if hasGains {
            columns.append(Column("GAINED", .gain, rows.map { $0.gained?.cell ?? "" }, rightAligned: true))
        }
        if rows.contains(where: { $0.delta != nil }) {
            columns.append(Column(hasGains ? "DELTA" : "GAINED", .delta, rows.map { $0.delta?.cell ?? "" }, rightAligned: true))
        }
        columns += [
            // Wide enough for GitHub's longest names (`Common Workflow Language`); a hostile one is cut.
            Column("LANGUAGE", .language, rows.map { $0.language?.text ?? "" }, maxWidth: 24),
            Column("CREATED", .created, rows.map(\.created)),
        ]
        if rows.contains(where: { !$0.markers.isEmpty }) {
            columns.append(Column("FLAGS", .flags, rows.map { $0.markers.joined(separator: " ") }))
        }
        columns.append(Column("DESCRIPTION", .description, rows.map { $0.description?.text ?? "" }))
        return columns
    }

    static func style(_ text: String, role: Role, row: RepoRowViewModel, style: TextStyle) -> String {
        switch role {
        case .rank, .created: style.muted(text)
        case .repo: style.link(style.repoName(text, seen: row.isSeen), to: row.url.text)
        case .stars: style.stars(text)
        case .gain, .delta: style.gain(text)
        case .language: style.language(text)
        case .flags: text.split(separator: " ", omittingEmptySubsequences: false).map { style.marker(String($0)) }.joined(separator: " ")
        case .description: row.isSeen ? style.seen(text) : text
        }
    }
}
