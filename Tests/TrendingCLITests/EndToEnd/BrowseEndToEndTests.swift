import Foundation
import Testing
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `trending browse` in a pseudo-terminal against the loopback server.
@Suite("trending browse, end to end")
struct BrowseEndToEndTests {
    @Test("opens on the list, moves, and quits with q, the terminal restored")
    func openMoveQuit() async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }
        let session = try start(sandbox, server)
        let before = session.settings()

        #expect(session.waitFor("octo-org/rocket"), "\(session.screen.text)")
        #expect(session.screen.alternateScreen && !session.screen.cursorVisible)
        #expect(session.waitFor("100 of 1000"), "GitHub's total_count, capped at 1,000")
        session.send("j")
        #expect(session.waitUntil { $0.screen.lines.contains { $0.hasPrefix("  2. ") } })
        session.send("q")

        #expect(session.waitForExit() == 0)
        let screen = session.screen
        #expect(!screen.alternateScreen && screen.cursorVisible && !screen.mouseReporting)
        #expect(sameSettings(session.settings(), before), "termios restored")
        #expect(server.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse] = [.search()]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }

    private func start(
        _ sandbox: Sandbox, _ server: LoopbackServer, _ arguments: [String] = [], extra: [String: String] = [:],
        columns: Int = 80, rows: Int = 24
    ) throws -> PTYSession {
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }.merging(extra) { $1 }
        return try PTYSession(arguments: ["browse", "--api-url", server.baseURL] + arguments, environment: environment, columns: columns, rows: rows)
    }

    private func sameSettings(_ lhs: termios, _ rhs: termios) -> Bool {
        lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_lflag == rhs.c_lflag && lhs.c_cflag == rhs.c_cflag
    }
}
