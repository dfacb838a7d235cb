import Foundation
import Testing
import TrendingTestSupport

/// `--scope all`'s candidate searches page only as far as GitHub says there is more.
@Suite("trending --scope all's later search pages, end to end")
struct CandidatePagingEndToEndTests {
    @Test("--scope all asks no young search's later page when its first page had no next link or held all it matches", arguments: [
        false, true,
    ])
    func youngSearchesEndAtTheirLastPage(linkNext: Bool) async throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer(linkingBack: { request, _, base in
            GitHubStandIn.route(request, search: { _ in
                // Three items, total_count 3: with a next link too, nothing is left to ask for.
                GitHubStandIn.search(
                    [StandInRepo("a", stars: 900), StandInRepo("b", stars: 800), StandInRepo("c", stars: 700)],
                    headers: linkNext ? [("Link", "<\(base)/search/repositories?q=x&page=2>; rel=\"next\"")] : []
                )
            }, history: { _, _ in GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 0])) })
        })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json"], extra: ["GITHUB_TOKEN": "ghp_test"])
        let searches = server.requests.filter { $0.path == "/search/repositories" }

        #expect(result.status == 0, "\(result.stderr)")
        #expect(searches.count == 10, "the new search, 4 young ones and 5 star bands: \(searches.map(\.target))")
        #expect(searches.allSatisfy { $0.queryItems["page"] == nil }, "\(searches.map(\.target))")
    }

    @Test("one stalling search costs only its share of --timeout: the searches after it are still asked, and the note counts it")
    func stallingSearch() async throws {
        let sandbox = Sandbox()
        let asked = Locked(0)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in
                asked.mutate { $0 += 1 }
                let number = asked.value
                return number == 3 ? StubResponse(status: 200).behaving(.hang) : GitHubStandIn.search([StandInRepo("r\(number)", stars: 1000 - number, id: number)])
            }, history: { _, _ in GitHubStandIn.history(StarHistoryFixtures.weeks([0, 0, 5])) })
        }
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--api-url", server.baseURL, "--json", "--timeout", "60"])
        let searches = server.requests.filter { $0.path == "/search/repositories" }

        #expect(result.status == 0, "\(result.stderr)")
        #expect(searches.count == 9, "the 6 searches after the stalled one were asked: \(searches.map(\.target))")
        #expect(result.stderr.contains("This list is partial: 1 of 9 searches failed (GitHub did not answer in time)"), "\(result.stderr)")
        #expect(!result.stderr.contains("a later page failed"), "\(result.stderr)")
        let names = try Sandbox.objects(result).map { $0["full_name"] as? String ?? "" }
        #expect(names.count == 8, "\(names)")
    }
}
