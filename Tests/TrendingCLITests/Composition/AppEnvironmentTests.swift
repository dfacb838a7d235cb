import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingCLI
import TrendingData

@Suite("AppEnvironment: what the process was given")
struct AppEnvironmentTests {
    @Test("the variables are the process's environment, as Foundation reads it")
    func variablesMatchFoundation() {
        #expect(AppEnvironment.processVariables() == ProcessInfo.processInfo.environment)
    }

    @Test("a crafted environment block: names, values with '=' and empty values kept; an entry without '=' is none; the first of a repeated name wins")
    func variablesOfACraftedBlock() {
        let entries = ["A=1", "B=x=y", "EMPTY=", "NOEQUALS", "A=2", "Ü=ä"]
        var block = entries.map { strdup($0) } + [nil]
        defer { block.forEach { free($0) } }

        let variables = block.withUnsafeMutableBufferPointer { AppEnvironment.processVariables($0.baseAddress) }

        #expect(variables == ["A": "1", "B": "x=y", "EMPTY": "", "Ü": "ä"])
    }

    @Test("a folder under a base is the path URL would make, joined as text", arguments: [
        "/x", "/x/", "/", "/x//y/", "/x/./y", "/tmp/with space", "/tmp/%20", "/tmp/ü", "rel", "rel/", "",
    ])
    func folderPath(base: String) {
        let expected = URL(fileURLWithPath: base).appendingPathComponent(".cache/trending").path
        #expect(AppEnvironment.folder(base, ".cache/trending") == expected)
    }

    @Test("the cache and state folders follow XDG, else HOME")
    func folders() {
        let xdg = environment(["HOME": "/home/u", "XDG_CACHE_HOME": "/c/", "XDG_STATE_HOME": "/s"])
        #expect(xdg.cachePath == "/c/trending" && xdg.statePath == "/s/trending")
        let home = environment(["HOME": "/home/u/", "XDG_CACHE_HOME": "relative"])
        #expect(home.cachePath == "/home/u/.cache/trending" && home.statePath == "/home/u/.local/state/trending")
        // A relative HOME is ignored too: the account's home folder, never the run's working folder (bb33 m-D6).
        let relative = environment(["HOME": "relhome"])
        #expect(relative.statePath.hasPrefix("/") && relative.cachePath.hasPrefix("/") && relative.configPath.hasPrefix("/"), "\(relative.statePath)")
        #expect(!relative.statePath.contains("relhome"))
    }

    @Test("a system clock outside 2007…2200 stands at the range's nearest end, and the run is told once why", arguments: [
        (-86_400.0 * 365, 1_167_609_600.0, "warning: the system clock reads 1969-01-01T00:00:00Z, outside 2007-01-01 to 2200-01-01; times are taken as 2007 until it is set right."),
        (8_000_000_000, 7_258_118_400, "warning: the system clock reads 2223-07-06T14:13:20Z, outside 2007-01-01 to 2200-01-01; times are taken as 2200 until it is set right."),
    ])
    func clockOutOfRange(reading: Double, stands: Double, warning: String) {
        #expect(AppEnvironment.plausible(Date(timeIntervalSince1970: reading)) == Date(timeIntervalSince1970: stands))
        #expect(AppEnvironment.plausible(Date(timeIntervalSince1970: 1_795_435_200)) == Date(timeIntervalSince1970: 1_795_435_200))
        var wrong = environment([:])
        #expect(InputBounds.clockWarning(wrong) == nil)
        wrong.clockOutOfRange = Date(timeIntervalSince1970: reading)
        #expect(InputBounds.clockWarning(wrong) == warning)
    }

    @Test("a folder named in bytes that are not UTF-8 is read as unset, and the folder used instead is said")
    func undecodableFolder() {
        let entries: [[UInt8]] = [Array("XDG_STATE_HOME=/st".utf8) + [0xE9] + Array("te".utf8), Array("HOME=/home/u".utf8), Array("LANG=C".utf8)]
        var block: [UnsafeMutablePointer<CChar>?] = entries.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        defer { block.forEach { $0?.deallocate() } }

        let names = block.withUnsafeMutableBufferPointer { AppEnvironment.undecodableNames($0.baseAddress) }
        #expect(names == ["XDG_STATE_HOME"])
        var sut = environment(["XDG_STATE_HOME": "/st\u{FFFD}te", "HOME": "/home/u"])
        sut.undecodable = names
        #expect(sut.statePath == "/home/u/.local/state/trending")
        #expect(InputBounds.folderWarnings(sut) == [
            "warning: XDG_STATE_HOME is not UTF-8 text, so trending cannot name that folder; it uses /home/u/.local/state/trending instead.",
        ])
    }

    private func environment(_ variables: [String: String]) -> AppEnvironment {
        AppEnvironment(
            variables: variables, stdout: OutputSpy(), stderr: OutputSpy(), stdoutIsTerminal: false, stderrIsTerminal: false,
            now: { Date() }, clock: { 0 }, sleep: { _ in }, retryPolicy: RetryPolicy(), terminalColumns: nil
        )
    }
}
