import TrendingDomain

/// One `:`-separated entry of `$BROWSER` as the words to run: `%s` stands for the URL, which is
/// appended when no word holds it. Words are split at blanks, with single or double quotes (and
/// a backslash) keeping blanks in one; an entry without quotes or `%s` that names an executable
/// path whole is that one program (`/mnt/c/Program Files/…/firefox.exe`, as on WSL; bb35 u-D2).
enum BrowserEntry {
    static func words(_ entry: String, url: String, isExecutable: (String) -> Bool) -> [String] {
        let plain = !entry.contains("%s") && !entry.contains { $0 == "'" || $0 == "\"" || $0 == "\\" }
        let trimmed = String(entry.trimmingEdges(where: \.isBlank))
        let split = plain && trimmed.contains("/") && isExecutable(trimmed) ? [trimmed] : Self.split(entry)
        return split.contains { $0.contains("%s") } ? split.map { $0.replacing("%s", with: url) } : split + [url]
    }

    /// `entry` split at blanks as a shell splits words: quotes keep blanks, a backslash the
    /// character after it (outside single quotes; in double quotes only `$ ` " \\`); nothing
    /// is expanded.
    static func split(_ entry: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?, escaped = false
        for character in entry {
            if escaped {
                // Inside double quotes a backslash escapes only `$`, `` ` ``, `"` and itself,
                // as in a POSIX shell (`"a\b"` keeps its backslash).
                if quote == "\"", !"$`\"\\".contains(character) { word.append("\\") }
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
                continue
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "\\" {
                escaped = true
            } else {
                word.append(character)
            }
            inWord = true
        }
        if inWord { words.append(word) }
        return words
    }
}
