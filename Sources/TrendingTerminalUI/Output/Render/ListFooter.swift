import TrendingPresentation

/// The list's last line for one repo: `★ 9.8k · Swift · created 3 hours ago · +1.2k ★ since 6h
/// ago · NEW · bookmarked`, the stars and language only when the first line had no room for them.
/// When it is too wide, whole parts give way, least telling first (Architecture.md, Decisions:
/// "The list gives way part by part").
enum ListFooter {
    /// What the first line could not hold.
    struct Moved: Equatable {
        var stars = false
        var language = false
    }

    private struct Part {
        var text: String
        /// Lower gives way first.
        let keep: Int
        let style: (String) -> String
        /// A gain's shorter form (`+1.2k ★`), taken before it gives way; nil once taken.
        var short: String?
        /// A gain is never cut with …
        let isGain: Bool
        /// The text's display width, measured once.
        var columns: Int

        init(text: String, keep: Int, style: @escaping (String) -> String, short: String? = nil, isGain: Bool = false) {
            self.text = text
            self.keep = keep
            self.style = style
            self.short = short
            self.isGain = isGain
            columns = DisplayWidth.columns(text)
        }

        init(gain: GainText, keep: Int, style: @escaping (String) -> String) {
            self.init(text: gain.full, keep: keep, style: style, short: gain.short == gain.full ? nil : gain.short, isGain: true)
        }
    }

    static func render(_ row: RepoRowViewModel, moved: Moved, width: Int, style: TextStyle) -> String {
        var parts: [Part] = []
        if moved.stars { parts.append(Part(text: "★ " + row.stars, keep: 6, style: style.stars)) }
        if moved.language, let language = row.language { parts.append(Part(text: language.text, keep: 1, style: style.language)) }
        parts.append(Part(text: row.age, keep: 0, style: style.muted))
        // The period's gain outlasts the snapshot delta; each shortens to `+1.2k ★` first.
        if let gained = row.gained { parts.append(Part(gain: gained, keep: 3, style: style.gain)) }
        if let delta = row.delta { parts.append(Part(gain: delta, keep: 2, style: style.gain)) }
        if let pageRank = row.pageRank { parts.append(Part(text: pageRank, keep: 2, style: style.muted)) }
        for marker in row.markers {
            parts.append(Part(text: marker, keep: marker == "NEW" ? 5 : 4, style: style.marker))
        }
        fit(&parts, width: width)
        guard !parts.isEmpty else { return "" }
        if parts.count == 1, parts[0].columns > width {
            return parts[0].isGain ? "" : parts[0].style(DisplayWidth.truncate(parts[0].text, toColumns: width))
        }
        let separator = style.muted(" · ")
        var footer = parts[0].style(parts[0].text)
        for part in parts.dropFirst() { footer += separator + part.style(part.text) }
        return footer
    }

    private static func fit(_ parts: inout [Part], width: Int) {
        func columns() -> Int { parts.reduce(0) { $0 + $1.columns } + 3 * max(0, parts.count - 1) }
        while columns() > width, let weakest = parts.indices.min(by: { parts[$0].keep < parts[$1].keep }) {
            if let short = parts[weakest].short {
                parts[weakest].text = short
                parts[weakest].short = nil
                parts[weakest].columns = DisplayWidth.columns(short)
            } else if parts.count > 1 {
                parts.remove(at: weakest)
            } else {
                return
            }
        }
    }
}
