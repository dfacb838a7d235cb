import Foundation
import Testing
import TrendingTestSupport

/// GitHub's `incomplete_results: true` (its search timed out): the list is shown with a note,
/// and never passes for a whole, fresh list in the cache.
@Suite("an incomplete search answer, end to end")
struct IncompleteSearchEndToEndTests {
    @Test("a partial answer after a whole one is shown with a note, kept with it offline, and asked again on the next run")
    func partialAnswerIsAskedAgain() async throws {
        let whole = (1...12).map { HostileAnswers.item(id: $0, name: "r\($0)", description: "d", stars: 1000 - $0) }
        let partial = HostileAnswers.json(["total_count": 3, "incomplete_results": true, "items": Array(whole.prefix(3))])
        let wholeBody = HostileAnswers.search(whole)
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, index in
            index == 1 ? .json(200, partial) : .json(200, wholeBody)
        })
        defer { sandbox.remove(); server.stop() }
        let note = "GitHub's search timed out, so this list may be missing some repositories."

        let first = try await sandbox.run(["--api-url", server.baseURL, "--format", "tsv"])
        let refreshed = try await sandbox.run(["--api-url", server.baseURL, "--format", "tsv", "--refresh"])
        let offline = try await sandbox.run(["--api-url", server.baseURL, "--format", "tsv", "--offline"])
        let next = try await sandbox.run(["--api-url", server.baseURL, "--format", "tsv"])

        #expect(first.status == 0 && first.stdout.split(separator: "\n").count == 1 + 12, "\(first.stderr)")
        #expect(refreshed.status == 0 && refreshed.stdout.split(separator: "\n").count == 1 + 3)
        #expect(refreshed.stderr.contains(note), "\(refreshed.stderr)")
        #expect(offline.stdout.split(separator: "\n").count == 1 + 3 && offline.stderr.contains(note), "\(offline.stderr)")
        #expect(server.requests.count == 3, "the run after the partial answer asks GitHub again")
        #expect(next.status == 0 && next.stdout.split(separator: "\n").count == 1 + 12, "\(next.stderr)")
        #expect(!next.stderr.contains(note), "\(next.stderr)")
    }
}
