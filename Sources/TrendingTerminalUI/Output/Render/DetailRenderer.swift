import TrendingDomain
import TrendingPresentation

/// Lays out one repo's details, and lists of saved repos.
enum DetailRenderer {
    /// One repo's details: its name and badges, the description wrapped to `width`, then one
    /// labelled line per row (`Stars        9,812`), a long value wrapped under its column, the
    /// page's URL last and never cut.
    static func render(_ detail: RepoDetailViewModel, width: Int = .max, style: TextStyle = .plain) -> String {
        let badges = detail.badges.map { "[\($0)]" }.joined(separator: " ")
        let title = DisplayWidth.truncate(detail.fullName.text, toColumns: width)
        var out = style.link(style.repoName(title, seen: false), to: detail.url.text)
        let styledBadges = detail.badges.map { "[" + style.marker($0) + "]" }.joined(separator: " ")
        if !badges.isEmpty, DisplayWidth.columns(title) + 2 + DisplayWidth.columns(badges) <= width {
            out += "  " + styledBadges
        } else if !badges.isEmpty {
            // Too long beside the name: on a line of their own, never dropped (`show` is read whole).
            out += "\n" + (DisplayWidth.columns(badges) <= width ? styledBadges : wrap(badges, width: width).joined(separator: "\n"))
        }
        out += "\n"
        // The full description, wrapped rather than cut: this view is where it is read whole.
        if let description = detail.description {
            out += description.text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { wrap(TextSanitizer.line(String($0)), width: width) }.joined(separator: "\n") + "\n"
        }
        out += "\n"
        let rows = detail.rows + [DetailRow("URL", detail.url)]
        let labelWidth = (rows.map(\.label.count).max() ?? 0) + 2
        for row in rows {
            let label = "  " + row.label + String(repeating: " ", count: labelWidth - row.label.count)
            // A URL is never cut: too long beside its label, it goes on lines of its own.
            if urlLabels.contains(row.label), label.count + DisplayWidth.columns(row.value.text) > width {
                out += style.muted("  " + row.label) + "\n"
                out += breakAnywhere(row.value.text, width: width).map { part in
                    row.link.map { style.link(part, to: $0.text) } ?? part
                }.joined(separator: "\n") + "\n"
                continue
            }
            // Any other value too wide for its line wraps under its column, never cut: `show` is where
            // a repo is read whole (`Trending #2 on GitHub's weekly Rust page …, 2 days ago`). When a
            // word of it (a count, a date) would not fit there, it goes under its label instead.
            let room = width - label.count
            // A chart too wide for its room is drawn to it, on one line: a wrapped sparkline
            // reads as two series (bb39 h2-D3).
            if let chart = row.chart, DisplayWidth.columns(row.value.text) > room {
                // Beside its label while a week fits there, else on a line of its own under it.
                let beside = room >= 7
                let space = beside ? room : max(1, width - stackedIndent)
                let caption = DisplayWidth.columns(chart.caption) + 2 < space / 2 ? "  " + chart.caption : ""
                let line = SparklineFormatter.sparkline(chart.values, width: max(1, space - DisplayWidth.columns(caption)), baseline: 0)
                out += beside ? style.muted(label) : style.muted(DisplayWidth.truncate("  " + row.label, toColumns: width)) + "\n" + String(repeating: " ", count: min(stackedIndent, max(0, width - 1)))
                out += styled(line + caption, label: row.label, style: style) + "\n"
                continue
            }
            let beside = room > 0 && longestWord(row.value.text) <= room
            let indent = String(repeating: " ", count: beside ? label.count : stackedIndent)
            let lines = wrap(row.value.text, width: beside ? room : width - stackedIndent)
            if !beside { out += style.muted(DisplayWidth.truncate("  " + row.label, toColumns: width)) + "\n" }
            for (index, value) in lines.enumerated() {
                out += index == 0 && beside ? style.muted(label) : indent
                out += (row.link.map { style.link(value, to: $0.text) } ?? styled(value, label: row.label, style: style)) + "\n"
            }
        }
        return out
    }

    /// What a detail row's value is, for its look: one rule for `show` and browse's pane, so
    /// stars and gains, the language and ages look as they do in the list (bb46 d3-D1).
    enum ValueRole { case stars, gain, language, age, plain }

    static func role(of label: String, value: String) -> ValueRole {
        switch label {
        case "Stars": .stars
        case "Gained", "Daily gains": .gain
        case "Language" where value != "none": .language
        case "Created", "Pushed": .age
        default: .plain
        }
    }

    private static func styled(_ value: String, label: String, style: TextStyle) -> String {
        look(value, role(of: label, value: value), style: style)
    }

    /// `value` as its role looks (RoleStyle), in `show` and browse's pane alike.
    static func look(_ value: String, _ role: ValueRole, style: TextStyle) -> String {
        switch role {
        case .stars: style.stars(value)
        case .gain: style.gain(value)
        case .language: style.language(value)
        case .age: style.muted(value)
        case .plain: value
        }
    }

    /// Where a value goes under its label on a narrow terminal: past the label's own indent.
    static let stackedIndent = 4

    /// The widest word of `text`, in display columns.
    static func longestWord(_ text: String) -> Int {
        text.split(separator: " ").map { DisplayWidth.columns(String($0)) }.max() ?? 0
    }

    /// The rows whose values are URLs, which are never cut.
    static let urlLabels: Set<String> = ["URL", "Homepage"]

    /// Breaks text into lines of at most `width` columns wherever it must: for a URL, which has
    /// no spaces to wrap at and must not lose a character.
    static func breakAnywhere(_ text: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.columns(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for character in text {
            let candidate = line + String(character)
            if DisplayWidth.columns(candidate) > width, !line.isEmpty {
                lines.append(line)
                line = String(character)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Word-wraps by display columns; a word longer than a line (a URL in a description) is
    /// broken into pieces of a line each, never cut: `show` gives a repo in full.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.columns(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.columns(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                var pieces = breakAnywhere(word, width: width)
                line = pieces.removeLast()
                lines += pieces
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    ///     octo-org/rocket  ★ 9.8k  Swift
    ///       Launch-ready template…
    ///       bookmarked 3 days ago
    static func render(_ rows: [SavedRepoRowViewModel], width: Int = .max, style: TextStyle = .plain) -> String {
        rows.map { row in
            let name = DisplayWidth.truncate(row.fullName.text, toColumns: width)
            var out = style.repoName(name, seen: false)
            if let url = row.url?.text { out = style.link(out, to: url) }
            // The stars before the language, as in the list: beside the name, else on the next line
            // (as the list moves them); the language goes only when even a line of its own is too narrow.
            let whole = row.summary?.text, starsAlone = whole?.components(separatedBy: "  ").first
            let candidates = [whole, starsAlone].compactMap { $0 }.filter { !$0.isEmpty }
            let placed = candidates.lazy.compactMap { summary -> String? in
                if DisplayWidth.columns(name) + 2 + DisplayWidth.columns(summary) <= width { return "  " + styledSummary(summary, style: style) }
                if 2 + DisplayWidth.columns(summary) <= width { return "\n  " + styledSummary(summary, style: style) }
                return nil
            }.first
            if let placed { out += placed }
            out += "\n"
            if let description = row.description?.text { out += "  " + DisplayWidth.truncate(description, toColumns: width - 2) + "\n" }
            return out + "  " + style.muted(DisplayWidth.truncate(row.when.text, toColumns: width - 2)) + "\n"
        }.joined(separator: "\n")
    }

    /// `★ 9.8k  Swift`: the stars as stars, the language as a language, as in the list.
    private static func styledSummary(_ summary: String, style: TextStyle) -> String {
        guard let gap = summary.firstRange(of: "  ") else { return style.stars(summary) }
        return style.stars(String(summary[..<gap.lowerBound])) + "  " + style.language(String(summary[gap.upperBound...]))
    }
}
