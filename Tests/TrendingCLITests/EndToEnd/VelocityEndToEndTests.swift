import Foundation
import Testing
import TrendingTestSupport

/// Star velocity through the binary: a server whose star counts rise between refreshes.
@Suite("trending star velocity, end to end")
struct VelocityEndToEndTests {
    @Test("refresh, refresh, --sort velocity and history")
    func velocity() async throws {
        let server = try LoopbackServer { _, index in
            .json(200, body([("alpha", 1000 + 10 * index), ("bravo", 800 + 300 * index), ("charlie", 600 + 50 * index)]))
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let later = ["TRENDING_NOW": "2026-11-23T18:00:00Z"]

        let first = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        let second = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: later)
        let byVelocity = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--sort", "velocity", "--json", "--offline"], extra: later))
        let history = try await sandbox.run(["history", "o/bravo", "--json"], extra: later)
        let sparkline = try await sandbox.run(["history", "o/bravo"], extra: later)
        let unknown = try await sandbox.run(["history", "nobody/nothing"])

        #expect(try Sandbox.objects(first).allSatisfy { $0["stars_delta"] is NSNull && $0["delta_since"] is NSNull })
        #expect(second.stdout.hasPrefix("1. o/bravo  ★ 1.1k\n"))
        #expect(second.stdout.contains("created 1 day ago · +300 ★ since 6h ago\n"), "the snapshot gain, said once")
        #expect(byVelocity.map { $0["full_name"] as? String } == ["o/bravo", "o/charlie", "o/alpha"])
        #expect(byVelocity.map { $0["rank"] as? Int } == [1, 2, 3])
        #expect(byVelocity.map { $0["stars_delta"] as? Int } == [300, 50, 10])
        #expect(byVelocity.allSatisfy { $0["delta_since"] as? String == "2026-11-23T12:00:00Z" })
        #expect(server.requests.count == 2)

        let points = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(points.map { $0["at"] as? String } == ["2026-11-23T12:00:00Z", "2026-11-23T18:00:00Z"])
        #expect(points.map { $0["stars"] as? Int } == [800, 1100])
        #expect(sparkline.stdout == "o/bravo\n▁█\n800 → 1,100 (+300) over 6 hours, 2 snapshots\n")
        #expect(unknown.status == 66)
        #expect(unknown.stderr.hasPrefix("error: No history for nobody/nothing\n"))
    }

    @Test("two refreshes an hour and 0.1 s apart report the gain, whatever fraction of a second they start at", arguments: ["0.6", "0.0", "0.45"])
    func subSecondRefreshes(fraction: String) async throws {
        let server = try LoopbackServer { _, index in .json(200, body([("alpha", 100 + 5 * index)])) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let start = 1_795_435_200 + (Double(fraction) ?? 0)

        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["TRENDING_NOW": String(start)])
        let second = try Sandbox.objects(try await sandbox.run(
            ["--api-url", server.baseURL, "--refresh", "--json"], extra: ["TRENDING_NOW": String(start + 3600.1)]
        ))

        #expect(second.first?["stars_delta"] as? Int == 5)
    }

    @Test("a second list seconds after the first shows no snapshot delta: no '+0 ★ since just now', no DELTA column, null in JSON")
    func noDeltaUnderAnHour() async throws {
        let server = try LoopbackServer { _, index in .json(200, body([("alpha", 100 + 7 * index), ("bravo", 50)])) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let soon = ["TRENDING_NOW": "2026-11-23T12:00:40Z"]
        let later = ["TRENDING_NOW": "2026-11-23T13:00:00Z"]

        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["TRENDING_NOW": "2026-11-23T12:00:00Z"])
        let text = try await sandbox.run(["--api-url", server.baseURL, "--refresh", "--color", "never"], extra: soon)
        let table = try await sandbox.run(["--api-url", server.baseURL, "--offline", "--format", "table", "--color", "never"], extra: soon)
        let json = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--offline", "--json"], extra: soon))
        let hourLater = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--refresh", "--json"], extra: later))

        #expect(text.status == 0 && !text.stdout.contains("★ since"), "\(text.stdout)")
        #expect(!table.stdout.contains("DELTA"), "\(table.stdout)")
        #expect(json.allSatisfy { $0["stars_delta"] is NSNull && $0["delta_since"] is NSNull })
        #expect(hourLater.first?["stars_delta"] as? Int == 14 && hourLater.first?["delta_since"] as? String == "2026-11-23T12:00:00Z")
    }

    @Test("--delta-window measures from an older snapshot; --sort velocity says why it has nothing yet")
    func windowAndNotice() async throws {
        let server = try LoopbackServer { _, index in .json(200, body([("alpha", 100 + 100 * index)])) }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let firstVelocity = try await sandbox.run(["--api-url", server.baseURL, "--sort", "velocity"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"])
        _ = try await sandbox.run(["--api-url", server.baseURL, "--refresh"], extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"])
        let previous = try Sandbox.objects(try await sandbox.run(["--api-url", server.baseURL, "--json", "--offline"], extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"]))
        let windowed = try Sandbox.objects(try await sandbox.run(
            ["--api-url", server.baseURL, "--json", "--offline", "--delta-window", "90m"], extra: ["TRENDING_NOW": "2026-11-23T14:00:00Z"]
        ))

        #expect(firstVelocity.stderr.contains("note: Star gains need a snapshot at least 1 hour old"))
        #expect(firstVelocity.stderr.contains("--sort velocity ranks by stars gained, then stars, until then."))
        #expect(previous.first?["stars_delta"] as? Int == 100)
        #expect(windowed.first?["stars_delta"] as? Int == 200)
        #expect(windowed.first?["delta_since"] as? String == "2026-11-23T12:00:00Z")
    }
}

/// A search body with these repos, in the order given (the server sorts nothing).
private func body(_ repos: [(String, Int)]) -> Data {
    let items = repos.sorted { $0.1 > $1.1 }.enumerated().map { index, repo in
        #"{"id":\#(index + 1),"name":"\#(repo.0)","full_name":"o/\#(repo.0)","owner":{"login":"o"},"html_url":"https://github.com/o/\#(repo.0)","description":null,"language":null,"stargazers_count":\#(repo.1),"forks_count":0,"created_at":"2026-11-22T12:00:00Z"}"#
    }
    return Data(#"{"total_count":3,"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#.utf8)
}
