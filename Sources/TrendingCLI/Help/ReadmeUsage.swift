/// README's usage block, from the list's and the global declarations: README.md carries exactly
/// this text under "## Usage", and a test fails when the two differ.
enum ReadmeUsage {
    /// The widest line, so the block reads on GitHub without scrolling.
    static let width = 96

    static func render() -> String {
        var words = ListOptions.flags.map { bracketed($0.declarations) }
        words += GlobalOptions.declarations.filter { $0.name != GlobalOptions.help.info.name }.map { bracketed([$0]) }
        let lead = "trending "
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for word in words {
            if line.count > lead.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > lead.count ? " " : "") + word
        }
        lines.append(line)
        lines.append("trending COMMAND ...        (see Commands)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[--since daily|weekly|monthly]`, `[-L|--limit N]`, `[--topic TOPIC]...`, and a pair
    /// read as one value as alternatives: `[--refresh | --offline]`.
    private static func bracketed(_ options: [OptionInfo]) -> String {
        "[" + options.map(usage).joined(separator: " | ") + "]" + (options.contains(where: \.repeatable) ? "..." : "")
    }

    private static func usage(_ option: OptionInfo) -> String {
        let names = option.short.map { $0 + "|" + option.name } ?? option.name
        guard let value = option.valueName else { return names }
        return names + " " + (option.choices.isEmpty ? value : option.choices.joined(separator: "|"))
    }
}
