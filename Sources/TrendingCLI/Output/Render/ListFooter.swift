import TrendingPresentation

/// The list's last line for one repo: `★ 9.8k · Swift · created 3 hours ago · +1.2k ★ since 6h
/// ago · NEW · bookmarked`, the stars and language only when the first line had no room for them.
///
/// Parts are whole words: when the line is too wide, whole parts give way, least telling first
/// (the age, the language, the gains' "in …" and "since …", the snapshot delta, the period's gain, the marks, the stars), so a gain is
/// never cut mid-token.
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
        /// A shorter form to try before giving way: a gain without its "since …".
        var short: String?
        /// Whether the last part left may be cut with …; a gain never is.
        var cuttable = true
    }

    static func render(_ row: RepoRowViewModel, moved: Moved, width: Int, style: TextStyle) -> String {
        var parts: [Part] = []
        if moved.stars { parts.append(Part(text: "★ " + row.stars, keep: 6, style: style.stars)) }
        if moved.language, let language = row.language { parts.append(Part(text: language.text, keep: 1, style: style.language)) }
        parts.append(Part(text: row.age, keep: 0, style: style.muted))
        // The period's gain outlasts the snapshot delta; each shortens to `+1.2k ★` first.
        for (gain, keep) in [(row.gained, 3), (row.delta, 2)] {
            guard let gain else { continue }
            let tokens = gain.split(separator: " ")
            let short = tokens.count > 2 ? tokens.prefix(2).joined(separator: " ") : nil
            parts.append(Part(text: gain, keep: keep, style: style.gain, short: short, cuttable: false))
        }
        for marker in row.markers {
            parts.append(Part(text: marker, keep: marker == "NEW" ? 5 : 4, style: style.marker))
        }
        fit(&parts, width: width)
        guard !parts.isEmpty else { return "" }
        if parts.count == 1, DisplayWidth.columns(parts[0].text) > width {
            return parts[0].cuttable ? parts[0].style(DisplayWidth.truncate(parts[0].text, toColumns: width)) : ""
        }
        return parts.map { $0.style($0.text) }.joined(separator: style.muted(" · "))
    }

    private static func fit(_ parts: inout [Part], width: Int) {
        func columns() -> Int { parts.map { DisplayWidth.columns($0.text) }.reduce(0, +) + 3 * max(0, parts.count - 1) }
        while columns() > width, let weakest = parts.indices.min(by: { parts[$0].keep < parts[$1].keep }) {
            if let short = parts[weakest].short {
                parts[weakest].text = short
                parts[weakest].short = nil
            } else if parts.count > 1 {
                parts.remove(at: weakest)
            } else {
                return
            }
        }
    }
}
