import Foundation
import Testing
import TrendingTestSupport

/// A copy of the built `trending` beside a missing, stale or broken `trending-fetch`: every
/// case is an installation problem, exit 69, never "check your connection", and never a hang.
@Suite("trending with a broken network helper, end to end")
struct HelperWireEndToEndTests {
    @Test("a helper that floods, garbles, is stale, too new or dies fails cleanly with exit 69", arguments: FakeHelper.allCases)
    func brokenHelper(fake: FakeHelper) async throws {
        let trending = try await offThePool { try FakeHelper.trendingBeside(fake) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); try? FileManager.default.removeItem(at: trending.deletingLastPathComponent()) }

        let result = try await run(trending, sandbox: sandbox)

        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("error: The network helper is not working\n"))
        #expect(result.stderr.contains(fake.expectedMessage))
        #expect(result.stderr.contains("reinstall trending and trending-fetch together"))
        #expect(!result.stderr.contains("Check your connection"))
        #expect(result.duration < .seconds(45))
    }

    @Test("a missing helper is reported as an installation problem, exit 69")
    func missingHelper() async throws {
        let trending = try await offThePool { try FakeHelper.trendingBeside(nil) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); try? FileManager.default.removeItem(at: trending.deletingLastPathComponent()) }

        // The list, GitHub's trending developers page, and the list's page alone (bb26 c-D2).
        for command in [[], ["developers"], ["--scope", "all", "--source", "page"]] {
            let result = try await run(trending, sandbox: sandbox, command: command)

            #expect(result.status == 69, "\(command)")
            #expect(result.stderr.contains("trending-fetch, the network helper, is missing at \(trending.deletingLastPathComponent().path)/trending-fetch"),
                    "\(command): \(result.stderr)")
            #expect(result.stderr.contains("reinstall trending and trending-fetch together"), "\(command)")
            #expect(!result.stderr.contains("Check your connection"), "\(command)")
        }
    }

    // MARK: - Helpers

    private func run(_ trending: URL, sandbox: Sandbox, command: [String] = []) async throws -> ProcessResult {
        let environment = sandbox.environment
        let arguments = command + ["--api-url", "http://127.0.0.1:\(LoopbackServer.unusedPort())", "--timeout", "120"]
        // A fresh copy may be briefly "busy" (ETXTBSY) while a child forked by a parallel test
        // still holds it open; a moment later it runs.
        for _ in 0..<20 {
            do {
                return try await offThePool { try BinaryRunner.run(trending.path, arguments: arguments, environment: environment) }
            } catch let error as NSError where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        return try await offThePool { try BinaryRunner.run(trending.path, arguments: arguments, environment: environment) }
    }
}

extension FakeHelper {
    /// What `trending` says about this fake.
    var expectedMessage: String {
        switch self {
        case .flood: "trending-fetch sent a frame of 2030729482 bytes, more than the 21 MiB the wire allows"
        case .garbled: "trending-fetch answered the handshake with something unreadable"
        case .stale: "trending-fetch is version 1, this trending needs 2: reinstall both"
        case .newer: "trending-fetch is version 3, this trending needs 2: reinstall both"
        case .dies: "trending-fetch, the network helper, stopped unexpectedly"
        // A hang is the helper's, not the network's: said within the handshake's 10 s (bb38 c2-D2).
        case .silent: "trending-fetch started but did not answer its handshake within 10 s"
        }
    }
}
