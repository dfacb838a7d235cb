import Foundation
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Starting `trending browse` in a pseudo-terminal for the end-to-end suites.
enum BrowseHarness {
    static func start(
        _ sandbox: Sandbox, _ server: LoopbackServer, _ arguments: [String] = [], extra: [String: String] = [:],
        columns: Int = 80, rows: Int = 24
    ) throws -> PTYSession {
        let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }.merging(extra) { $1 }
        return try PTYSession(arguments: ["browse", "--api-url", server.baseURL] + arguments, environment: environment, columns: columns, rows: rows)
    }

    /// A new pseudo-terminal's settings: what the program found, since it was started on one.
    static func fresh() -> termios {
        var master: Int32 = -1
        var slave: Int32 = -1
        var settings = termios()
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { return settings }
        tcgetattr(slave, &settings)
        close(master)
        close(slave)
        return settings
    }

    static func sameSettings(_ lhs: termios, _ rhs: termios) -> Bool {
        lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_lflag == rhs.c_lflag && lhs.c_cflag == rhs.c_cflag
    }

    /// The first list line (screen line 2), the banner aside.
    static func firstRow(_ session: PTYSession) -> String {
        session.screen.lines.first { $0.hasPrefix("   ") || $0.range(of: #"^\s*\d+\. "#, options: .regularExpression) != nil } ?? ""
    }

    /// A server whose answers can be switched between failing (503) and the 100-repo page.
    final class Switch: @unchecked Sendable {
        private let lock = NSLock()
        private var _up: Bool
        init(up: Bool) { _up = up }
        var up: Bool {
            get { lock.withLock { _up } }
            set { lock.withLock { _up = newValue } }
        }
    }

    static func switchedServer(_ state: Switch) throws -> LoopbackServer {
        try LoopbackServer { _, _ in state.up ? .search() : .json(503, #"{"message":"down"}"#) }
    }
}
