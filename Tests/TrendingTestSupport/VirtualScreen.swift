/// A small terminal emulator for tests of full-screen output: cursor moves (CUP), line and
/// screen erases, text; colours and other modes ignored, but the alternate screen and cursor
/// visibility remembered. Enough to read what `trending browse` shows.
public struct VirtualScreen: Sendable {
    public let columns: Int
    public let rows: Int
    private var cells: [[Character]]
    private var row = 0
    private var column = 0
    /// Whether the alternate screen is on (`ESC [ ? 1049 h`), as last switched.
    public private(set) var alternateScreen = false
    /// Whether the cursor is shown (`ESC [ ? 25 h`), as last switched.
    public private(set) var cursorVisible = true
    /// Whether mouse reporting is on (`ESC [ ? 1000 h`), as last switched.
    public private(set) var mouseReporting = false

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Each row's text, trailing spaces removed.
    public var lines: [String] {
        cells.map { String(String($0.filter { $0 != "\u{0}" }).reversed().drop { $0 == " " }.reversed()) }
    }

    public var text: String { lines.joined(separator: "\n") }

    public mutating func apply(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0
            case "\n": row = min(rows - 1, row + 1)
            case "\u{07}", "\u{08}": break
            default: put(scalar)
            }
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        if scalar.properties.generalCategory == .nonspacingMark || scalar == "\u{FE0F}" || scalar == "\u{200D}" { return }
        guard row < rows else { return }
        let wide = Self.isWide(scalar)
        if column + (wide ? 2 : 1) > columns { return }
        cells[row][column] = Character(scalar)
        if wide { cells[row][column + 1] = "\u{0}" }
        column += wide ? 2 : 1
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let introducer = scalars.popFirst() else { return }
        switch introducer {
        case "[":
            var parameters = ""
            while let next = scalars.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    control(parameters, final: next)
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        case "]":
            var previous: Unicode.Scalar = " "
            while let next = scalars.popFirst() {
                if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { return }
                previous = next
            }
        default:
            return
        }
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            row = min(rows - 1, max(0, (numbers.first.flatMap { $0 } ?? 1) - 1))
            column = min(columns - 1, max(0, (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1))
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        case "J" where parameters == "2":
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        case "h", "l":
            let on = final == "h"
            for mode in parameters.dropFirst().split(separator: ";") where parameters.hasPrefix("?") {
                switch mode {
                case "1049": alternateScreen = on
                case "25": cursorVisible = on
                case "1000": mouseReporting = on
                default: break
                }
            }
        default:
            break
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            || scalar.properties.isEmojiPresentation
    }
}
