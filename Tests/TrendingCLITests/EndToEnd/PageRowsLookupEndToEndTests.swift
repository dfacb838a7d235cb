import Foundation
import Testing
import TrendingTestSupport

/// A trending page row GitHub's search answers without (gone, private, not indexed yet): the
/// run that reads the page says so; the same list within --max-age, or --offline, says it again
/// from the cache and sends nothing (bb30 f-D2).
@Suite("trending --scope all, a page row the search left out, said again from the cache, end to end")
struct PageRowsLookupEndToEndTests {
    @Test("the same list within --max-age and --offline: the same note, no request")
    func leftOutSaidAgainWithoutARequest() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { request in
                // Every row the page names but lumen-labs/quill, which the search answers without.
                let target = request.target.replacingOccurrences(of: "repo%3Alumen-labs%2Fquill+", with: "")
                let without = RecordedRequest(method: request.method, target: target, headers: request.headers)
                return GitHubStandIn.namedRepos(without) { GitHubStandIn.search([]) }
            }, history: { _, _ in
                GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 3]))
            }, other: { request in
                request.path.hasPrefix("/trending") ? GitHubStandIn.trendingPage() : .json(404, #"{"message":"Not Found"}"#)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        let command = ["--scope", "all", "--source", "page", "--api-url", server.baseURL, "--json", "--limit", "40"]

        let read = try await sandbox.run(command)
        let asked = server.requests.count
        let cached = try await sandbox.run(command)
        let offline = try await sandbox.run(command + ["--offline"])

        let note = "GitHub's search did not return 1 of the trending page's"
        for result in [read, cached, offline] {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains(note), "\(result.stderr)")
            #expect(try !Sandbox.objects(result).contains { $0["full_name"] as? String == "lumen-labs/quill" })
        }
        #expect(server.requests.count == asked, "within --max-age: \(server.requests.dropFirst(asked).map(\.target))")
    }
}
