import Testing
@testable import TrendingCLI

@Suite("BrowserEntry, one $BROWSER entry as the words to run")
struct BrowserEntryTests {
    let url = "https://github.com/o/r"

    @Test("words at blanks, %s the URL or the URL last; quotes and backslashes keep blanks in a word")
    func words() {
        let none: (String) -> Bool = { _ in false }
        #expect(BrowserEntry.words("firefox", url: url, isExecutable: none) == ["firefox", url])
        #expect(BrowserEntry.words("firefox --new-window %s", url: url, isExecutable: none) == ["firefox", "--new-window", url])
        #expect(BrowserEntry.words("  w3m  ", url: url, isExecutable: none) == ["w3m", url])
        #expect(BrowserEntry.words(#"'/mnt/c/Program Files/ff.exe' %s"#, url: url, isExecutable: none) == ["/mnt/c/Program Files/ff.exe", url])
        #expect(BrowserEntry.words(#""/a b/c" -x"#, url: url, isExecutable: none) == ["/a b/c", "-x", url])
        #expect(BrowserEntry.words(#"/a\ b/c"#, url: url, isExecutable: none) == ["/a b/c", url])
        #expect(BrowserEntry.words("''", url: url, isExecutable: none) == ["", url], "an empty quoted word is a word")
    }

    @Test("an entry naming an executable path whole, blanks and all, is that program (WSL's Program Files) (bb35 u-D2)")
    func wholePath() {
        let path = "/mnt/c/Program Files/Mozilla Firefox/firefox.exe"
        #expect(BrowserEntry.words(path, url: url) { $0 == path } == [path, url])
        #expect(BrowserEntry.words(path, url: url) { _ in false } == ["/mnt/c/Program", "Files/Mozilla", "Firefox/firefox.exe", url], "not there: words")
        #expect(BrowserEntry.words("firefox -private", url: url) { _ in true } == ["firefox", "-private", url], "no path: words")
    }

    @Test("inside double quotes a backslash escapes only $, `, \" and itself, as in a POSIX shell")
    func doubleQuotedBackslash() {
        let none: (String) -> Bool = { _ in false }
        #expect(BrowserEntry.words(#""C:\Program Files\ff.exe" %s"#, url: url, isExecutable: none) == [#"C:\Program Files\ff.exe"#, url])
        #expect(BrowserEntry.words(#""a\"b\\c\$d" %s"#, url: url, isExecutable: none) == [#"a"b\c$d"#, url])
        #expect(BrowserEntry.words(#"a\bc"#, url: url, isExecutable: none) == ["abc", url], "unquoted, any character")
    }

    @Test("a folder is no program, though it is executable")
    func folderIsNoProgram() {
        #expect(!BrowserLauncher.isProgram("/tmp"))
        #expect(BrowserLauncher.isProgram("/bin/sh"))
        #expect(!BrowserLauncher.isProgram("/no/such/file"))
    }
}
