/// SGR styling and OSC 8 links, applied only when the terminal settings allow them. The palette
/// keeps to bold, dim and the basic ANSI hues, which the terminal's own theme adapts to dark and
/// light backgrounds; no meaning rides on a colour alone.
public struct TextStyle: Sendable {
    let color: Bool
    let hyperlinks: Bool

    public init(color: Bool, hyperlinks: Bool) {
        self.color = color
        self.hyperlinks = hyperlinks
    }

    public static let plain = TextStyle(color: false, hyperlinks: false)

    func bold(_ text: String) -> String { sgr("1", text) }
    func dim(_ text: String) -> String { sgr("2", text) }
    func yellow(_ text: String) -> String { sgr("33", text) }
    func cyan(_ text: String) -> String { sgr("36", text) }
    func green(_ text: String) -> String { sgr("1;32", text) }
    func magenta(_ text: String) -> String { sgr("35", text) }
    func red(_ text: String) -> String { sgr("1;31", text) }

    /// `text` linked to `url` on terminals that open links. The URL is sanitized text; any ESC or
    /// BEL left in it would end the sequence early, so those are never passed through.
    func link(_ text: String, to url: String) -> String {
        guard hyperlinks, !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        return "\u{1B}]8;;\(url)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }

    private func sgr(_ code: String, _ text: String) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
