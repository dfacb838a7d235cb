import Foundation

/// The man page's source, one line per element, with the roff escapes that hide plain text
/// undone: `\-` is `-`, and font changes (`\fB`, `\fI`, `\fR`, `\fP`) and the zero-width `\&`
/// and `\%` are dropped.
struct ManPage {
    let lines: [String]

    static func load() throws -> ManPage {
        let text = try String(contentsOf: fileURL, encoding: .utf8)
        return ManPage(lines: unescape(text).components(separatedBy: "\n"))
    }

    static func unescape(_ roff: String) -> String {
        roff.replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: #"\\f[BIRP]"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\%", with: "")
    }

    /// The lines of the `.SH` section called `name`, up to the next `.SH`.
    func section(_ name: String) -> ArraySlice<String> {
        func title(_ line: String) -> String {
            line.dropFirst(4).replacingOccurrences(of: "\"", with: "").trimmingCharacters(in: .whitespaces)
        }
        guard let start = lines.firstIndex(where: { $0.hasPrefix(".SH ") && title($0) == name }) else { return [] }
        let body = lines[(start + 1)...]
        let end = body.firstIndex { $0.hasPrefix(".SH ") } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// The tag lines (the line after each `.TP`) of a section: the things it documents.
    func tags(in sectionName: String) -> [String] {
        let body = Array(section(sectionName))
        return body.indices.dropLast().filter { body[$0].hasPrefix(".TP") }.map { body[$0 + 1] }
    }

    /// True when `token` occurs in `text` as a whole word: `-h` is not found in `--hyperlinks`,
    /// `TERM` not in `TERM_PROGRAM`, `64` not in `640`.
    static func mentions(_ token: String, in text: String) -> Bool {
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        var searchStart = text.startIndex
        while let range = text.range(of: token, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }
}

extension ManPage {
    /// Each `.TP` item of a section: its tag line and its body as plain words, macros dropped.
    func items(in sectionName: String) -> [(tag: String, body: String)] {
        let body = Array(section(sectionName))
        var items: [(String, String)] = []
        var index = 0
        while index < body.count {
            guard body[index].hasPrefix(".TP"), index + 1 < body.count else {
                index += 1
                continue
            }
            let tag = body[index + 1]
            var text: [String] = []
            var next = index + 2
            while next < body.count, !body[next].hasPrefix(".TP"), !body[next].hasPrefix(".SS") {
                text.append(Self.plain(body[next]))
                next += 1
            }
            items.append((tag, text.joined(separator: " ")))
            index = next
        }
        return items
    }

    /// A line without its macro name and roff quoting: `.BR daily ,` → `daily ,`.
    static func plain(_ line: String) -> String {
        var text = line
        if text.hasPrefix("."), let space = text.firstIndex(of: " ") {
            text = String(text[text.index(after: space)...])
        } else if text.hasPrefix(".") {
            text = ""
        }
        return text.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "\\(dq", with: "\"")
    }

    /// Text with all whitespace removed, for comparing prose that roff breaks across lines.
    static func squeezed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }
}

extension ManPage {
    static var fileURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/trending.1")
    }

    /// The source lines as written, escapes and all.
    static func rawLines() throws -> [String] {
        try String(contentsOf: fileURL, encoding: .utf8).components(separatedBy: "\n")
    }

    /// Rewrites the SYNOPSIS section with `synopsis`, for `TRENDING_REGENERATE_DOCS=1`.
    static func replaceSynopsis(with synopsis: String) throws {
        let lines = try rawLines()
        guard let start = lines.firstIndex(of: ".SH SYNOPSIS"),
              let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix(".SH ") }) else { return }
        let new = lines[...start] + synopsis.dropLast().components(separatedBy: "\n") + lines[end...]
        try new.joined(separator: "\n").write(to: fileURL, atomically: true, encoding: .utf8)
    }
}
