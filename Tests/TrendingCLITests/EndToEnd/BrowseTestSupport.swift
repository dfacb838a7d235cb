import Foundation
import TrendingTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    /// Serves the 100-repo fixture page by page, as `per_page` and `page` ask.
    static func pagingServer() throws -> LoopbackServer {
        let fixture = try JSONSerialization.jsonObject(with: Fixtures.data("search/100-items.json")) as? [String: Any] ?? [:]
        let items = fixture["items"] as? [Any] ?? []
        let payloads = (1...5).map { page in
            (1...100).map { perPage -> Data in
                let start = min(items.count, (page - 1) * perPage)
                let body: [String: Any] = [
                    "total_count": fixture["total_count"] ?? 0, "incomplete_results": false,
                    "items": Array(items[start..<min(items.count, start + perPage)]),
                ]
                return (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
            }
        }
        return try LoopbackServer { request, _ in
            let perPage = min(100, max(1, Int(request.queryItems["per_page"] ?? "") ?? 100))
            let page = min(5, max(1, Int(request.queryItems["page"] ?? "") ?? 1))
            return .json(200, payloads[page - 1][perPage - 1])
        }
    }

    static func switchedServer(_ state: Switch) throws -> LoopbackServer {
        try LoopbackServer { _, _ in state.up ? .search() : .json(503, #"{"message":"down"}"#) }
    }
}
