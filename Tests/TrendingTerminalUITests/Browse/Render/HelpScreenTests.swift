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

    @Test("at 40 columns a key too wide for its column is whole on a line of its own, its meaning under it: no key is cut (bb47 g3-D2)", arguments: [40, 44])
    func narrowKeysWhole(width: Int) {
        let lines = HelpScreen.lines(width: width, height: 60, style: TextStyle(color: false, hyperlinks: false))

        for (key, meaning) in HelpScreen.keys {
            #expect(lines.contains { $0 == key || $0.hasPrefix(key + " ") }, "\(key) at \(width): \(lines)")
            #expect(lines.contains { $0.contains(meaning.split(separator: " ").first.map(String.init) ?? meaning) })
        }
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= width })
        #expect(lines.contains("PgUp PgDn Ctrl-u Ctrl-d"))
    }
}
