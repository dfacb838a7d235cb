/// One key press or mouse action, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, tab, backTab, escape, backspace, delete
    /// A printable character, as typed.
    case character(Character)
    /// Ctrl and a letter: `.control("c")` for Ctrl-C.
    case control(Character)
    case mouse(MouseAction)
}

/// What the mouse did, at a 1-based terminal cell (SGR mouse reports).
public enum MouseAction: Equatable, Sendable {
    case wheelUp(row: Int, column: Int)
    case wheelDown(row: Int, column: Int)
    /// The left button went down.
    case click(row: Int, column: Int)
}
