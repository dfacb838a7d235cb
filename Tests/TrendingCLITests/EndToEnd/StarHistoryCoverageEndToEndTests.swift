import Foundation
import Testing
import TrendingTestSupport

/// A star history says a window's gain only when it covers the window: a server paging fewer
/// weeks than asked is followed (`Link: rel="next"`), and an answer holding no week, or none
/// since weeks ago, gives no gain. Never a partial sum or a "+0" passed off as GitHub's.
@Suite("star history that covers the window, end to end")
struct StarHistoryCoverageEndToEndTests {
    /// Nine weeks of 10 stars a day as GitHub's weeks, newest first: this one (from Sunday
    /// 2026-11-22) holds Sunday and today, Monday, and zeros for the days to come.
    static let weeks: [String] = (0..<9).map { index in
        let days = index == 0 ? [10, 10, 0, 0, 0, 0, 0] : Array(repeating: 10, count: 7)
        return #"{"week":\#(1_795_305_600 - index * 604_800),"total":\#(days.reduce(0, +)),"days":\#(days)}"#
    }

    /// Two weeks a page whatever `per_page` asks, linking on while there are more.
    static func twoAPage(_ request: RecordedRequest, base: String) -> StubResponse {
        let page = Int(request.queryItems["page"] ?? "1") ?? 1
        let body = "[" + weeks.dropFirst((page - 1) * 2).prefix(2).joined(separator: ",") + "]"
        var headers: [(String, String)] = [("x-ratelimit-remaining", "4000"), ("x-ratelimit-reset", "1795438800")]
        if page * 2 < weeks.count { headers.append(("Link", #"<\#(base)\#(request.path)?per_page=2&page=\#(page + 1)>; rel="next""#)) }
        return .json(200, body, headers: headers)
    }

    @Test("a server giving 2 weeks a page is followed to the 6 weeks a monthly window needs: the true 30-day gain")
    func followsPages() async throws {
        let base = Locked("")
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 100_000)]) }, history: { _, request in
                Self.twoAPage(request, base: base.value)
            })
        }
        base.value = server.baseURL
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--scope", "all", "--since", "monthly", "--source", "search", "--json", "--api-url", server.baseURL])
        let row = try #require(try Sandbox.objects(result).first { $0["full_name"] as? String == "o/old" })

        #expect(result.status == 0, "\(result.stderr)")
        // 30×24 h back from Monday noon: today's 10, 29 whole days before it, half of the 31st day back.
        #expect(row["stars_gained"] as? Int == 305, "\(row)")
        #expect(row["gained_source"] as? String == "github")
        let pages = server.requests.filter { $0.path == "/repos/o/old/stargazers/history" }.map { $0.queryItems["page"] ?? "1" }
        #expect(pages == ["1", "2", "3"])
    }

    @Test("a history holding no week, or none since weeks ago, gives no gain: null in the list and show, and history --daily exits 66")
    func noCurrentWeek() async throws {
        let ended = StarHistoryFixtures.weeks([5, 5, 5], today: Fixtures.referenceNow.addingTimeInterval(-60 * 86_400))
        for body in ["[]", ended] {
            let server = try LoopbackServer { request, _ in
                GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 2_000)]) }, history: { _, _ in
                    GitHubStandIn.history(body)
                }, other: { request in
                    request.path == "/repos/solo-dev/tiny-tool" ? .json(200, Fixtures.data("repos/solo-dev__tiny-tool.json")) : .json(404, "{}")
                })
            }
            let sandbox = Sandbox()
            defer { sandbox.remove(); server.stop() }

            let list = try await sandbox.run(["--scope", "all", "--source", "search", "--json", "--api-url", server.baseURL])
            let show = try await sandbox.run(["show", "solo-dev/tiny-tool", "--json", "--api-url", server.baseURL])
            let human = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL])
            let daily = try await sandbox.run(["history", "o/old", "--daily", "--api-url", server.baseURL])

            let row = try #require(try Sandbox.objects(list).first { $0["full_name"] as? String == "o/old" })
            #expect(row["stars_gained"] is NSNull && row["gained_source"] is NSNull, "\(body): \(row)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
            #expect(object["stars_gained_24h"] is NSNull && object["stars_gained_30d"] is NSNull, "\(body): \(object)")
            #expect(!human.stdout.contains("Gained") && !human.stdout.contains("Daily gains"), "\(human.stdout)")
            // Said, never dropped in silence: the list names the repo, show why Gained is left out.
            let cause = body == "[]" ? "it held no week, not even the current one" : "its days end on 2026-09-26, before the day it was asked for"
            #expect(list.stderr.contains("GitHub's star history for o/old was malformed (\(cause))"), "\(list.stderr)")
            #expect(human.stderr.contains("Star gains are left out: GitHub's answer was malformed: \(cause)."), "\(human.stderr)")
            #expect(daily.status == 66, "\(daily.stdout)\(daily.stderr)")
            let words = body == "[]" ? "holds no week." : "ends on 2026-09-26: the days since are unknown."
            #expect(daily.stderr.contains("GitHub's star history for it \(words)"), "\(daily.stderr)")
        }
    }

    @Test("show of an old repo with a short answer (2 of the weeks asked, no page linked): 24 h and 7 days shown, 30 days left out with a note naming why")
    func showShortAnswer() async throws {
        let twoWeeks = "[" + Self.weeks.prefix(2).joined(separator: ",") + "]"
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in GitHubStandIn.history(twoWeeks) }, other: { request in
                request.path == "/repos/solo-dev/tiny-tool" ? .json(200, Fixtures.data("repos/solo-dev__tiny-tool.json")) : .json(404, "{}")
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let human = try await sandbox.run(["show", "solo-dev/tiny-tool", "--api-url", server.baseURL])
        let json = try await sandbox.run(["show", "solo-dev/tiny-tool", "--json", "--offline", "--api-url", server.baseURL])

        #expect(human.status == 0)
        #expect(human.stdout.contains("in 24 h") && human.stdout.contains("in 7 days") && !human.stdout.contains("in 30 days"), "\(human.stdout)")
        #expect(human.stderr.contains(
            "Star gains in 30 days are left out: GitHub's answer was malformed: its days start on 2026-11-15, after the window's first day."
        ), "\(human.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["stars_gained_30d"] is NSNull && object["stars_gained_7d"] as? Int != nil, "\(object)")
    }

    @Test("show --offline after a list: the list's two weeks tell 24 h and 7 days; 30 days is left out as the tool's own choice, never called GitHub's malformed answer")
    func showOfflineAfterAList() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 100_000)]) }, history: { _, request in
                let asked = Int(request.queryItems["per_page"] ?? "") ?? 1
                return GitHubStandIn.history("[" + Self.weeks.prefix(asked).joined(separator: ",") + "]")
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        _ = try await sandbox.run(["--scope", "all", "--since", "weekly", "--source", "search", "--api-url", server.baseURL])
        let show = try await sandbox.run(["show", "o/old", "--offline", "--api-url", server.baseURL])

        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("in 7 days") && !show.stdout.contains("in 30 days"), "\(show.stdout)")
        #expect(show.stderr.contains("Star gains in 30 days are left out: the star history cached holds the 2 weeks a list asked for."), "\(show.stderr)")
        #expect(!show.stderr.contains("malformed"), "\(show.stderr)")

        // Eight hours on, the day's window is past what the cached history tells: said, not dropped.
        let later = try await sandbox.run(["show", "o/old", "--offline", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-23T20:00:00Z"])
        #expect(!later.stdout.contains("in 24 h") && later.stdout.contains("in 7 days"), "\(later.stdout)")
        #expect(later.stderr.contains("Star gains in 24 h are left out: the star history cached was fetched 8 hours ago, too long ago to tell them."), "\(later.stderr)")
    }

    @Test("a short answer (2 of the weeks asked, no page linked) of an old repo: no gain and a note naming it in the list; history --daily draws its 9 days alone")
    func shortAnswerOfAnOldRepo() async throws {
        let twoWeeks = "[" + Self.weeks.prefix(2).joined(separator: ",") + "]"
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 100_000)]) }, history: { _, _ in
                GitHubStandIn.history(twoWeeks)
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        let weekly = try await sandbox.run(["--scope", "all", "--since", "weekly", "--source", "search", "--json", "--api-url", server.baseURL])
        let daily = try await sandbox.run(["history", "o/old", "--daily", "--json", "--api-url", server.baseURL])
        let human = try await sandbox.run(["history", "o/old", "--daily", "--api-url", server.baseURL])

        let row = try #require(try Sandbox.objects(weekly).first { $0["full_name"] as? String == "o/old" })
        // Weekly: from Monday 2026-11-16 noon, and the weeks asked (2) hold it: the true gain.
        #expect(row["stars_gained"] as? Int == 75, "\(row)")
        let points = try #require(try JSONSerialization.jsonObject(with: Data(daily.stdout.utf8)) as? [[String: Any]])
        #expect(points.count == 9 && points.first?["date"] as? String == "2026-11-15", "\(points)")
        #expect(human.stdout.contains("+90 stars in the 9 days GitHub's history covers (today so far: +10)"), "\(human.stdout)")

        // A monthly list asks 6 weeks: these 2 start on 2026-11-15, after the window's first day.
        let monthly = try await sandbox.run(["--scope", "all", "--since", "monthly", "--source", "search", "--json", "--api-url", server.baseURL])
        let monthRow = try #require(try Sandbox.objects(monthly).first { $0["full_name"] as? String == "o/old" })
        #expect(monthRow["stars_gained"] is NSNull, "\(monthRow)")
        #expect(monthly.stderr.contains("its days start on 2026-11-15, after the window's first day"), "\(monthly.stderr)")
    }

    @Test("a history fetched two days ago: show and history say nothing of the days since (no +0), and end on the day it was fetched")
    func historyFetchedDaysAgo() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                GitHubStandIn.history("[" + Self.weeks.prefix(6).joined(separator: ",") + "]")
            }, other: { request in
                request.path == "/repos/o/old"
                    ? .json(200, HostileAnswers.repo(owner: "o", name: "old", htmlURL: "https://github.com/o/old", homepage: "", stars: 50_000))
                    : .json(404, "{}")
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["show", "o/old", "--api-url", server.baseURL])
        let later = ["TRENDING_NOW": "2026-11-25T12:00:00Z"]

        let shown = try await sandbox.run(["show", "o/old", "--offline", "--api-url", server.baseURL], extra: later)
        let json = try await sandbox.run(["show", "o/old", "--offline", "--json", "--api-url", server.baseURL], extra: later)
        let daily = try await sandbox.run(["history", "o/old", "--api-url", server.baseURL], extra: later)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        // Made on 2026-11-01: its 30 days are every star it has; 24 h and 7 days are unknown.
        #expect(object["stars_gained_24h"] is NSNull && object["stars_gained_7d"] is NSNull, "\(object)")
        #expect(!shown.stdout.contains("+0 in 24 h"), "\(shown.stdout)")
        #expect(shown.stdout.contains("30 days to 2026-11-23"), "\(shown.stdout)")
        #expect(daily.stdout.contains("+370 stars in the 37 days GitHub's history covers (to 2026-11-23)"), "\(daily.stdout)\(daily.stderr)")
        #expect(!daily.stdout.contains("today so far"), "\(daily.stdout)")
    }

    @Test("show, GitHub's star history failing, a history of 4 hours ago cached: its gains are shown with a note saying so, never in silence")
    func staleHistoryWhileFailing() async throws {
        let failing = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in
                failing.value ? .json(500, #"{"message":"boom"}"#) : GitHubStandIn.history("[" + Self.weeks.prefix(6).joined(separator: ",") + "]")
            }, other: { request in
                request.path == "/repos/o/old"
                    ? .json(200, HostileAnswers.repo(owner: "o", name: "old", htmlURL: "https://github.com/o/old", homepage: "", stars: 50_000))
                    : .json(404, "{}")
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["show", "o/old", "--api-url", server.baseURL])
        failing.value = true

        let shown = try await sandbox.run(["show", "o/old", "--refresh", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-23T16:00:00Z"])

        #expect(shown.status == 0, "\(shown.stderr)")
        // Four hours old: past an eighth of 24 h, so that gain is unknown; the week's is still told,
        // as the 7 days up to the fetch (the days' stars stop there): +75, not the +73 of 7 days less 4 h.
        #expect(shown.stdout.contains("Gained       +75 in 7 days · +50.0k in 30 days"), "\(shown.stdout)")
        // The window it cannot tell is said with it (bb37 z remark).
        #expect(shown.stderr.contains(
            "Showing star gains from the history fetched 4 hours ago: could not refresh (GitHub answered HTTP 500); star gains in 24 h are left out, that history being too old to tell them."
        ), "\(shown.stderr)")
    }

    @Test("show with GitHub's star history failing uses a list's cached two weeks for the windows they tell, said so; a young repo's `[]` says what is left out, not that an older history is shown")
    func fallbackAndYoungRepo() async throws {
        let failing = Locked(false)
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([StandInRepo("old", stars: 50_000)]) }, history: { repo, _ in
                if repo == "o/young" { return GitHubStandIn.history("[]") }
                return failing.value ? .json(503, #"{"message":"down"}"#) : GitHubStandIn.history("[" + Self.weeks.prefix(2).joined(separator: ",") + "]")
            }, other: { request in
                switch request.path {
                case "/repos/o/old":
                    return .json(200, HostileAnswers.repo(owner: "o", name: "old", htmlURL: "https://github.com/o/old", homepage: "", stars: 50_000))
                case "/repos/o/young":
                    return .json(200, HostileAnswers.repo(owner: "o", name: "young", htmlURL: "https://github.com/o/young", homepage: "", stars: 700))
                default:
                    return .json(404, "{}")
                }
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }
        _ = try await sandbox.run(["--scope", "all", "--source", "search", "--api-url", server.baseURL])
        failing.value = true

        let old = try await sandbox.run(["show", "o/old", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-23T13:00:00Z"])
        // Made 2026-11-01, seen on 2026-11-25: younger than 30 days, older than 7.
        let young = try await sandbox.run(["show", "o/young", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-25T12:00:00Z"])

        #expect(old.stdout.contains("Gained       +15 in 24 h · +75 in 7 days"), "\(old.stdout)")
        #expect(old.stderr.contains("Showing star gains from the history fetched 1 hour ago: could not refresh (GitHub answered HTTP 503)."), "\(old.stderr)")
        #expect(young.stdout.contains("Gained       +700 in 30 days"), "\(young.stdout)")
        #expect(!young.stderr.contains("Showing star gains"), "\(young.stderr)")
        #expect(young.stderr.contains("Star gains GitHub's history would tell are left out: GitHub's answer was malformed: it held no week"), "\(young.stderr)")
    }

    @Test("a repo younger than every window whose star history answers 404: its gains all shown, and only the daily gains said to be left out, never that it may be deleted")
    func youngerThanEveryWindow() async throws {
        let server = try LoopbackServer { request, _ in
            GitHubStandIn.route(request, search: { _ in GitHubStandIn.search([]) }, history: { _, _ in .json(404, #"{"message":"Not Found"}"#) }, other: { _ in
                .json(200, HostileAnswers.repo(owner: "o", name: "young", htmlURL: "https://github.com/o/young", homepage: "", stars: 700))
            })
        }
        let sandbox = Sandbox()
        defer { sandbox.remove(); server.stop() }

        // Made 2026-11-01T00:00Z, seen an hour later.
        let shown = try await sandbox.run(["show", "o/young", "--api-url", server.baseURL], extra: ["TRENDING_NOW": "2026-11-01T01:00:00Z"])

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("Gained       +700 in 24 h · +700 in 7 days · +700 in 30 days"), "\(shown.stdout)")
        #expect(shown.stderr.contains("note: Daily gains are left out: GitHub's star history answered 404 Not Found or 410 Gone for it, though its details were found"), "\(shown.stderr)")
        #expect(!shown.stderr.contains("Star gains") && !shown.stderr.contains("deleted"), "\(shown.stderr)")
    }
}
