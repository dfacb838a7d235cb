import TrendingDomain

/// The lines of `$XDG_CONFIG_HOME/trending/config`, read as `key = value`: a `#` starts a
/// comment line, blank lines are skipped, and a value may be quoted ("Jupyter Notebook"). A `#`
/// inside a value is part of it (`language = C#`); a leading byte order mark is skipped. Lines that can't be read become problems,
/// never errors: a config file never stops a command.
struct ConfigFile: Equatable, Sendable {
    /// One `key = value` line.
    struct Entry: Equatable, Sendable {
        let key: String
        let value: String
        /// Counted from 1, for warnings.
        let line: Int
    }

    /// A line that says nothing usable, and why.
    struct Problem: Equatable, Sendable {
        let line: Int
        let message: String
    }

    var entries: [Entry] = []
    var problems: [Problem] = []

    init(entries: [Entry] = [], problems: [Problem] = []) {
        self.entries = entries
        self.problems = problems
    }

    init(parsing text: String) {
        var number = 0
        // A byte order mark (Windows editors write one) is no part of the first key.
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let line = raw.trimmingEdges(where: \.isBlank)
            if line.isEmpty || line.hasPrefix("#") { continue }
            // Bytes that are no UTF-8 (read as U+FFFD) would be sent to GitHub as that: the line
            // is left out and said, like any line that can't be used (bb37 a2 remark).
            guard !line.unicodeScalars.contains("\u{FFFD}") else {
                problems.append(Problem(line: number, message: "not UTF-8 text"))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                problems.append(Problem(line: number, message: "expected key = value"))
                continue
            }
            let key = line[..<equals].trimmingEdges(where: \.isBlank)
            let value = Self.unquoted(line[line.index(after: equals)...].trimmingEdges(where: \.isBlank))
            guard !key.isEmpty else {
                problems.append(Problem(line: number, message: "expected key = value"))
                continue
            }
            entries.append(Entry(key: String(key), value: value, line: number))
        }
    }

    /// `"Jupyter Notebook"` → `Jupyter Notebook`; anything else as written.
    private static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return String(text) }
        return String(text.dropFirst().dropLast())
    }
}
