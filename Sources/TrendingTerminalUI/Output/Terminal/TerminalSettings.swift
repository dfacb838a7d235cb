/// When to use colour or hyperlinks: `auto` decides from the terminal and the environment.
public enum Toggle: String, CaseIterable, Equatable, Sendable {
    case auto, always, never
}

/// How output is drawn on this terminal: width, colour, hyperlinks. Resolved once per run; the
/// width is asked again at each drawing where `TerminalWidths` can (a resized window).
public struct TerminalSettings: Equatable, Sendable {
    public let width: Int
    public let color: Bool
    public let hyperlinks: Bool
    /// Colour on stderr, by the same rules as `color` but for stderr: a red `error:`.
    public var stderrColor = false
    /// The columns of stderr's terminal, where progress is drawn; nil: `width`. With stdout
    /// redirected, `width` is not that terminal's, and a frame wider than it wraps.
    public var progressWidth: Int?

    public init(width: Int, color: Bool, hyperlinks: Bool, stderrColor: Bool = false) {
        self.width = width
        self.color = color
        self.hyperlinks = hyperlinks
        self.stderrColor = stderrColor
    }

    public static let fallbackWidth = 80

    /// Whether a terminal takes escape sequences: one whose `TERM` is not `dumb` (Emacs' shell).
    /// One rule for colour, the spinner and whether `browse` can draw.
    public static func takesEscapes(variables: [String: String], isTerminal: Bool) -> Bool {
        isTerminal && variables["TERM"] != "dumb"
    }

    /// Colour, highest rule first: the `--color` flag; `NO_COLOR` (set, non-empty) turns it off;
    /// `CLICOLOR_FORCE=1` turns it on; otherwise only on a terminal whose `TERM` is not `dumb`.
    public static func color(flag: Toggle, variables: [String: String], stdoutIsTerminal: Bool) -> Bool {
        switch flag {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
            if variables["CLICOLOR_FORCE"] == "1" { return true }
            return takesEscapes(variables: variables, isTerminal: stdoutIsTerminal)
        }
    }

    /// OSC 8 links only ever ride along with colour. `auto` turns them on for terminals known to
    /// support them; others would print the escape's text or nothing useful.
    public static func hyperlinks(flag: Toggle, color: Bool, variables: [String: String], stdoutIsTerminal: Bool) -> Bool {
        guard color else { return false }
        switch flag {
        case .always: return true
        case .never: return false
        case .auto:
            guard stdoutIsTerminal else { return false }
            let program = variables["TERM_PROGRAM"] ?? ""
            let term = variables["TERM"] ?? ""
            if ["iTerm.app", "WezTerm", "vscode", "Hyper", "ghostty", "Tabby", "rio"].contains(program) { return true }
            if variables["WT_SESSION"] != nil || variables["KITTY_WINDOW_ID"] != nil || variables["KONSOLE_VERSION"] != nil { return true }
            if let vte = variables["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
            return ["xterm-kitty", "alacritty", "foot", "wezterm", "xterm-ghostty"].contains { term.hasPrefix($0) }
        }
    }

    /// `COLUMNS`, else the terminal's own width, else 80.
    public static func width(variables: [String: String], terminalColumns: Int?) -> Int {
        if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        if let columns = terminalColumns, columns > 0 { return columns }
        return fallbackWidth
    }
}

/// The terminals' columns as they are now, asked at each drawing: a window resized while a
/// command fetches gets the list and the spinner laid out for its new width (bb37 b2-D1, D2).
/// Nil: no terminal there, or a width fixed by `COLUMNS`; `TerminalSettings` then has it.
public struct TerminalWidths: Sendable {
    public let stdout: @Sendable () -> Int?
    public let stderr: @Sendable () -> Int?

    public init(stdout: @escaping @Sendable () -> Int?, stderr: @escaping @Sendable () -> Int?) {
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The widths `TerminalSettings` was made with, never asked again.
    public static let fixed = TerminalWidths(stdout: { nil }, stderr: { nil })
}
