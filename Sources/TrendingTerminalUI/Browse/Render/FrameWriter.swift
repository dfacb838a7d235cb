/// Turns screens into the bytes that update the terminal from the last one: only changed lines,
/// each written in place and cleared to its end, all inside synchronized-output brackets (mode
/// 2026) so a terminal that supports them shows the frame at once, without flicker.
public struct FrameWriter {
    static let beginSync = "\u{1B}[?2026h"
    static let endSync = "\u{1B}[?2026l"

    private var previous: [String] = []

    public init() {}

    /// Forgets the screen, so the next frame is drawn in full (after a resize or a resume).
    public mutating func invalidate() {
        previous = []
    }

    /// The bytes to draw `lines`, or "" when nothing changed.
    public mutating func frame(_ lines: [String]) -> String {
        let full = previous.count != lines.count
        var out = ""
        for (index, line) in lines.enumerated() where full || previous[index] != line {
            out += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        previous = lines
        guard !out.isEmpty else { return "" }
        return Self.beginSync + (full ? "\u{1B}[H\u{1B}[2J" : "") + out + Self.endSync
    }
}
