import Foundation
import Testing
import TrendingTestSupport

/// Issue 21, items 6 and 8: tokens read from CRLF files or holding control characters, and API
/// URLs that name IPv6 loopback or no reachable place at all.
@Suite("odd tokens and API URLs, end to end")
struct OddSettingsEndToEndTests {
    @Test("a token with surrounding whitespace (CR LF from a file) is trimmed and sent", arguments: ["GITHUB_TOKEN", "GH_TOKEN"])
    func trimmedToken(variable: String) async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "-v"], extra: [variable: " ghp_e2e\r\n"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.first?.header("Authorization") == "Bearer ghp_e2e")
        #expect(result.stderr.contains("Authorization: ********"), "\(result.stderr)")
    }

    @Test("a token with a control character inside is refused with exit 64 naming its variable, and nothing is sent", arguments: [
        ("GITHUB_TOKEN", "ghp_e2e\r\nX-Injected: 1"), ("GH_TOKEN", "ghp\u{1B}e2e"), ("GITHUB_TOKEN", "ghp\te2e"),
    ])
    func refusedToken(variable: String, token: String) async throws {
        let (sandbox, server) = try makeSUT()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "-v"], extra: [variable: token])

        #expect(result.status == 64, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("\(variable) has a control character"), "\(result.stderr)")
        #expect(!result.stderr.contains("e2e") && !result.stderr.contains("Authorization"), "\(result.stderr)")
        #expect(server.requests.isEmpty)
    }

    @Test("a fetch leaves nothing in the user's cache folder but trending's own, and nothing in their data folder: no Foundation URL cache or cookie folder")
    func noURLCacheFolder() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) }
        defer { sandbox.remove(); server.stop() }
        let data = sandbox.root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)

        let result = try await sandbox.run(["--api-url", server.baseURL], extra: ["XDG_DATA_HOME": data.path])

        let cache = sandbox.root.appendingPathComponent("cache")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["trending"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [])
    }

    @Test("--api-url http://[::1]:PORT is refused, exit 69, when 127.0.0.1:PORT answers too: the request (and the token) could reach that server instead")
    func ipv6LoopbackAmbiguous() async throws {
        let sandbox = Sandbox()
        let other = try LoopbackServer { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) }
        let listener = try LoopbackServer.silentIPv6Listener(port: other.port)
        defer { sandbox.remove(); other.stop(); close(listener) }

        let result = try await sandbox.run(["--api-url", "http://[::1]:\(other.port)", "--json", "-v"], extra: ["GITHUB_TOKEN": "ghp_e2e"])

        #expect(result.status == 69, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("127.0.0.1:\(other.port) answers too"), "\(result.stderr)")
        #expect(other.requests.isEmpty, "no request reached 127.0.0.1")
        // A fixed local refusal: not retried, and the log says the request was not sent.
        #expect(!result.stderr.contains("retry 1 of"), "\(result.stderr)")
        #expect(result.stderr.contains("< not sent: 127.0.0.1:\(other.port) answers too"), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "> GET ").count == 2, "asked once: \(result.stderr)")
    }

    @Test("--api-url http://[::1]:PORT lists from an IPv6 loopback server, and the token goes to it")
    func ipv6Loopback() async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(family: .ipv6, handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--json"], extra: ["GITHUB_TOKEN": "ghp_e2e"])

        #expect(result.status == 0, "\(result.status) \(result.stderr)")
        #expect(try Sandbox.objects(result).map { $0["name"] as? String } == ["rocket"])
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.header("Authorization") == "Bearer ghp_e2e")
        #expect(server.requests.first?.header("Host") == "[::1]:\(server.port)")
    }

    @Test("an API URL naming no reachable host and port is a usage error at once, never a network failure", arguments: [
        "http://127.0.0.1:0", "http://127.0.0.1:99999", "http://[::1]:65536", "http://:8080", "http://ex%20ample.com",
    ])
    func unreachableURL(url: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let flag = try await sandbox.run(["--api-url", url])
        let variable = try await sandbox.run([], extra: ["GITHUB_API_URL": url])

        #expect(flag.status == 64 && flag.stderr.contains("--api-url"), "\(flag.status) \(flag.stderr)")
        #expect(variable.status == 64 && variable.stderr.contains("GITHUB_API_URL"), "\(variable.status) \(variable.stderr)")
        #expect(!flag.stderr.contains("retry") && !variable.stderr.contains("reach"), "\(flag.stderr) \(variable.stderr)")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (Sandbox, LoopbackServer) {
        let server = try LoopbackServer(handler: { _, _ in .json(200, HostileAnswers.search([HostileAnswers.item(id: 1, description: "d")])) })
        return (Sandbox(), server)
    }
}
