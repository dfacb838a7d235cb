import Testing
@testable import TrendingTerminalUI

/// `DisplayWidth.pad`, in the DisplayWidth suite.
extension DisplayWidthTests {
    @Test("pads with spaces to the requested columns when the text is narrower", arguments: [
        ("ab", 5, "ab   "), ("摸鱼", 6, "摸鱼  "), ("🚀", 3, "🚀 "), ("e\u{301}", 3, "e\u{301}  "), ("", 2, "  "),
        ("مرحبا", 7, "مرحبا  "),
    ])
    func pad(text: String, width: Int, expected: String) {
        let result = DisplayWidth.pad(text, toColumns: width)
        #expect(Array(result.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(DisplayWidth.columns(result) == width)
    }

    @Test("leaves the text alone when it is already as wide or wider", arguments: [
        ("hello", 5), ("hello", 3), ("摸鱼神器", 7), ("abc", 0), ("abc", -1),
    ])
    func padNoOp(text: String, width: Int) {
        #expect(DisplayWidth.pad(text, toColumns: width) == text)
    }
}
