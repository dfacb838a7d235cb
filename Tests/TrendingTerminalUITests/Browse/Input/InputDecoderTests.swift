import Testing
@testable import TrendingTerminalUI

@Suite("InputDecoder: the terminal's bytes as keys")
struct InputDecoderTests {
    @Test("arrows, in CSI and SS3 form, with modifiers", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[1;5A", .up),
    ])
    func arrows(bytes: String, key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test("Home and End in every common encoding", arguments: [
        ("\u{1B}[H", Key.home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ])
    func homeEnd(bytes: String, key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test("PgUp, PgDn, Shift-Tab, Delete", arguments: [
        ("\u{1B}[5~", Key.pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}[3~", .delete),
    ])
    func otherKeys(bytes: String, key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test("control keys, Enter, Tab, Backspace and text, UTF-8 included")
    func controlAndText() {
        #expect(decode("\u{03}\u{1A}\u{04}\u{15}") == [.control("c"), .control("z"), .control("d"), .control("u")])
        #expect(decode("\r\n\t\u{7F}") == [.enter, .enter, .tab, .backspace])
        #expect(decode("jé漢") == [.character("j"), .character("é"), .character("漢")])
    }

    @Test("SGR mouse: wheel up and down, a left click; releases and other buttons ignored")
    func mouse() {
        #expect(decode("\u{1B}[<64;10;5M") == [.mouse(.wheelUp(row: 5, column: 10))])
        #expect(decode("\u{1B}[<65;1;2M") == [.mouse(.wheelDown(row: 2, column: 1))])
        #expect(decode("\u{1B}[<0;3;7M\u{1B}[<0;3;7m") == [.mouse(.click(row: 7, column: 3))])
        #expect(decode("\u{1B}[<2;3;7M").isEmpty)
    }

    @Test("X10 mouse reports (no SGR) are mouse actions, their raw bytes never keys")
    func x10Mouse() {
        var sut = InputDecoder()
        // Left press at column 81 (32 + 81 = "q"), row 5; then its release (button 3).
        #expect(sut.feed([0x1B, 0x5B, 0x4D, 32, 113, 37]) == [.mouse(.click(row: 5, column: 81))])
        #expect(sut.feed([0x1B, 0x5B, 0x4D, 35, 113, 37]).isEmpty)
        #expect(sut.feed([0x1B, 0x5B, 0x4D, 96]).isEmpty && sut.isPending)
        #expect(sut.feed([40, 40]) == [.mouse(.wheelUp(row: 8, column: 8))])
    }

    @Test("a lone Esc waits, and is the Esc key only when time runs out")
    func loneEscape() {
        var sut = InputDecoder()

        #expect(sut.feed(Array("\u{1B}".utf8)).isEmpty)
        #expect(sut.isPending)
        #expect(sut.timeout() == [.escape])
        #expect(!sut.isPending)
    }

    @Test("an escape sequence split across reads is one key, not Esc and text")
    func splitSequence() {
        var sut = InputDecoder()

        #expect(sut.feed(Array("\u{1B}".utf8)).isEmpty)
        #expect(sut.feed(Array("[".utf8)).isEmpty)
        #expect(sut.feed(Array("5~".utf8)) == [.pageUp])
    }

    @Test("Esc then a key typed before the timeout: Esc, then the key")
    func escapeThenKey() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test("unknown and overlong sequences are dropped, not typed")
    func garbage() {
        #expect(decode("\u{1B}[99~x") == [.character("x")])
        #expect(decode("\u{1B}[" + String(repeating: "1", count: 40) + "~j").last == .character("j"))
        var sut = InputDecoder()
        #expect(sut.feed([0xFF, 0x61]) == [.character("a")])
    }

    @Test("typed C1 controls and bidi overrides never become text (they would reach the screen in the filter)")
    func controlsNeverText() {
        #expect(decode("\u{9B}31m\u{202E}x") == [.character("3"), .character("1"), .character("m"), .character("x")])
    }

    // MARK: - Helpers

    private func decode(_ text: String) -> [Key] {
        var sut = InputDecoder()
        return sut.feed(Array(text.utf8))
    }
}
