import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("DisplayText: only sanitized text reaches a view model")
struct DisplayTextTests {
    @Test("a literal is kept; every interpolated value is sanitized to one line")
    func interpolation() {
        let name = "ev\u{1B}[31mil\u{202E}/x\u{200B}\ny"
        let text: DisplayText = "Hid \(name); \(RepoName(owner: "a\u{07}", name: "b\u{9B}2J"))."
        #expect(text.text == "Hid evil/x y; a\\u{7}/b\\u{9B}2J.", "a repo's name shows what a hostile one hides")
    }

    @Test("a repo name GitHub allows is shown as it is; any other shows each character it hides, so none reads as another repo's", arguments: [
        ("own/r6", "own/r6"), ("own/r6\u{200B}", "own/r6\\u{200B}"), ("own/r6&#x200b;", "own/r6\\u{26}#x200b;"),
        ("\u{43E}wn/r6", "\\u{43E}wn/r6"), ("own/r6\u{1B}[2J", "own/r6\\u{1B}[2J"), ("$(touch x)/y", "$(touch\\u{20}x)/y"), ("own/r6 ", "own/r6\\u{20}"), ("own/r6\u{AD}", "own/r6\\u{AD}"),
    ])
    func repoNames(name: String, shown: String) throws {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        #expect(DisplayText.repoName(RepoName(owner: parts[0], name: parts[1])).text == shown)
    }

    @Test("an interpolated piece keeps its own leading and trailing spaces")
    func keepsSpaces() {
        let tail = " --sort velocity keeps star order."
        #expect(("on.\(tail)" as DisplayText).text == "on. --sort velocity keeps star order.")
    }

    @Test("one-line text loses controls, bidi overrides and invisible spoofing characters, keeping ZWNJ and ZWJ")
    func line() {
        let text = DisplayText.line("a\u{200B}b\u{200E}c\u{200F}d\u{061C}e\u{FEFF}f \u{1F469}\u{200D}\u{1F4BB} \u{0645}\u{200C}\u{06CC}")
        #expect(text.text == "abcdef \u{1F469}\u{200D}\u{1F4BB} \u{0645}\u{200C}\u{06CC}")
    }

    @Test("a paragraph keeps its line breaks and loses the rest")
    func paragraph() {
        #expect(DisplayText.paragraph("one\u{1B}]8;;x\u{07}\ntwo\u{200B}").text == "one\ntwo")
    }

    @Test("already safe text is not changed again by interpolation")
    func idempotent() {
        let safe = DisplayText.line("&amp;lt;")
        #expect(safe.text == "&lt;")
        #expect(("[\(safe)]" as DisplayText).text == "[&lt;]")
    }
}
