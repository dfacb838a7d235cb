import Testing
@testable import TrendingTerminalUI

@Suite("HelpScreen")
struct HelpScreenTests {
    @Test("every key, PgUp's long one included, is whole and two spaces clear of its meaning, which all start in one column", arguments: [80, 60])
    func aligned(width: Int) {
        let lines = HelpScreen.lines(width: width, height: 40, style: TextStyle(color: false, hyperlinks: false)).dropFirst(2)

        let columns = Set(zip(lines, HelpScreen.keys).map { line, key in DisplayWidth.columns(line) - DisplayWidth.columns(key.1) })
        #expect(columns.count == 1, "meanings start in columns \(columns)")
        for (line, key) in zip(lines, HelpScreen.keys) {
            #expect(line.hasPrefix(key.0 + "  "), "\(line)")
        }
    }
}
