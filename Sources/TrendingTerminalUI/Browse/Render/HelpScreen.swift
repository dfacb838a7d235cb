/// The keys, shown by `?`. The README's table says the same.
public enum HelpScreen {
    public static let keys: [(String, String)] = [
        ("↑ ↓ j k", "move"),
        ("PgUp PgDn Ctrl-u Ctrl-d", "page"),
        ("g G Home End", "first, last"),
        ("Enter", "details (Esc or q: back)"),
        ("o", "open in the browser"),
        ("y", "copy the URL (OSC 52)"),
        ("b", "bookmark / unbookmark"),
        ("d  u", "dismiss (hide), undo"),
        ("D", "dismiss all but bookmarks (y/n)"),
        ("r", "refresh"),
        ("Tab Shift-Tab", "daily → weekly → monthly"),
        ("s", "cycle the sort"),
        ("/", "filter the loaded rows (Esc clears)"),
        ("mouse", "wheel scrolls, click selects"),
        ("Ctrl-L", "draw the screen again"),
        ("?", "this help (Esc, q or ? closes)"),
        ("q  Ctrl-C", "quit"),
    ]

    /// The help from line `top` on, in `height` lines. When it does not fit, the last line says
    /// how many are above and below and how to scroll (`j k PgDn PgUp`), so no key goes unseen.
    static func lines(width: Int, height: Int, top: Int = 0, style: TextStyle) -> [String] {
        let lines = allLines(width: width, style: style)
        guard lines.count > height else { return lines }
        guard height > 1 else { return Array(lines.prefix(height)) }
        let start = min(max(0, top), lastTop(width: width, height: height))
        let shown = lines[start..<(start + height - 1)]
        let above = start, below = lines.count - start - shown.count
        let position = [above > 0 ? "\(above) above" : nil, below > 0 ? "\(below) below" : nil].compactMap { $0 }.joined(separator: ", ")
        return Array(shown) + [style.dim(DisplayWidth.truncate("\(position): j k PgDn PgUp scroll", toColumns: width))]
    }

    /// The last first line the help scrolls to in `height` lines: one is kept for "N below".
    static func lastTop(width: Int, height: Int) -> Int {
        let count = allLines(width: width, style: .plain).count
        guard count > height, height > 1 else { return 0 }
        return count - (height - 1)
    }

    /// Every line at `width`: a meaning too long for its column goes on under itself, whole.
    private static func allLines(width: Int, style: TextStyle) -> [String] {
        // Two spaces past the longest key, so every meaning starts in one column.
        let longest = keys.map { DisplayWidth.columns($0.0) }.max() ?? 0
        let keyWidth = min(width, longest + 2, max(8, width / 2))
        let room = max(1, width - keyWidth)
        var lines = [style.bold(DisplayWidth.truncate("Keys", toColumns: width)), ""]
        for (key, meaning) in keys {
            // Keys too wide for their column go whole on a line of their own, the meaning under
            // them: a key cut short is a key never learnt (bb47 g3-D2: `Ctrl-d` at 40 columns).
            let alone = DisplayWidth.columns(key) > keyWidth - 1
            if alone { lines += wrapped(key, toColumns: width).map(style.bold) }
            let left = DisplayWidth.pad(alone ? "" : key, toColumns: keyWidth)
            for (index, part) in wrapped(meaning, toColumns: room).enumerated() {
                lines.append((index == 0 && !alone ? style.bold(left) : String(repeating: " ", count: keyWidth)) + part)
            }
        }
        return lines
    }

    /// `text` in lines of at most `columns`, broken at spaces (a word longer than a line is cut).
    private static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.columns(candidate) <= columns {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = DisplayWidth.truncate(word, toColumns: columns)
            }
        }
        return lines + [line]
    }
}
