import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubStarHistoryMapper")
struct GitHubStarHistoryMapperTests {
    let sunday = Date(timeIntervalSince1970: 1_795_305_600)

    @Test("maps weeks, newest first, to UTC days oldest first, dropping days after now")
    func maps() throws {
        let days = try #require(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.twoWeeks.utf8), now: referenceNow))
        #expect(days.count == 9, "7 days of last week, Sunday and today (Monday) of this one")
        #expect(days.first == DailyStars(day: sunday.addingTimeInterval(-7 * 86_400), stars: 70))
        #expect(days.suffix(2) == [DailyStars(day: sunday, stars: 61), DailyStars(day: sunday.addingTimeInterval(86_400), stars: 80)])
    }

    @Test("weeks starting on a local midnight (GitHub's days need not be UTC's) are read as the UTC days they nearly are", arguments: [-5, -11, 5, 8, 11])
    func localMidnights(hours: Int) throws {
        let start = 1_795_305_600 + hours * 3600
        let body = #"[{"week":\#(start),"total":141,"days":[61,80,0,0,0,0,0]},{"week":\#(start - 604_800),"total":7,"days":[1,1,1,1,1,1,1]}]"#

        let days = try #require(GitHubStarHistoryMapper.map(Data(body.utf8), now: referenceNow))

        #expect(days.suffix(2) == [DailyStars(day: sunday, stars: 61), DailyStars(day: sunday.addingTimeInterval(86_400), stars: 80)], "today's bucket is today's")
    }

    @Test("a week repeated by a shifted page is kept once")
    func shifted() throws {
        let plain = GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.twoWeeks.utf8), now: referenceNow)
        #expect(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.shiftedPage.utf8), now: referenceNow) == plain)
    }

    @Test("an answer that breaks a rule is refused", arguments: StarHistoryFixtures.malformed.keys.sorted())
    func malformed(name: String) {
        #expect(GitHubStarHistoryMapper.map(Data(StarHistoryFixtures.malformed[name]!.utf8), now: referenceNow) == nil, "\(name)")
    }

    @Test("each broken answer is refused for its own cause")
    func causes() {
        let expected: [String: StarHistoryDefect] = [
            "total-mismatch": .totalMismatch, "six-days": .badWeek, "negative-day": .implausible, "fraction": .badWeek,
            "not-weeks-apart": .inconsistentWeeks, "zero-week": .implausible, "object": .notAList, "conflicting-repeat": .inconsistentWeeks,
            "missing-week": .inconsistentWeeks,
        ]
        for (name, defect) in expected {
            #expect(GitHubStarHistoryMapper.days(Data(StarHistoryFixtures.malformed[name]!.utf8), now: referenceNow) == .failure(defect), "\(name)")
        }
        let others: [(String, StarHistoryDefect)] = [
            ("{}", .notAList), ("null", .notAList), ("\"weeks\"", .notAList), ("<html>502</html>", .notJSON), ("", .notJSON),
            ("[{\"week\":1795305600", .notJSON), (#"[{"total":0,"days":[0,0,0,0,0,0,0]}]"#, .badWeek), ("[1]", .badWeek),
        ]
        for (body, defect) in others {
            #expect(GitHubStarHistoryMapper.days(Data(body.utf8), now: referenceNow) == .failure(defect), "\(body)")
        }
    }

    @Test("an empty array is no stars, not an error; days that overflow are refused")
    func edges() {
        #expect(GitHubStarHistoryMapper.map(Data("[]".utf8), now: referenceNow) == [])
        let huge = #"[{"week":1795305600,"total":0,"days":[9223372036854775807,1,0,0,0,0,0]}]"#
        #expect(GitHubStarHistoryMapper.map(Data(huge.utf8), now: referenceNow) == nil)
    }

    @Test("a day over 10^12 stars, or a week before 2007, is impossible data and refused")
    func implausible() {
        let huge = #"[{"week":1795305600,"total":20000000000000,"days":[10000000000000,10000000000000,0,0,0,0,0]}]"#
        let ancient = #"[{"week":604800,"total":0,"days":[0,0,0,0,0,0,0]}]"#
        #expect(GitHubStarHistoryMapper.map(Data(huge.utf8), now: referenceNow) == nil)
        #expect(GitHubStarHistoryMapper.map(Data(ancient.utf8), now: referenceNow) == nil)
    }

    @Test("a week starting after now (beyond a day's grace for clocks) is none GitHub has: refused, not read as a week of nothing")
    func futureWeek() {
        let nextYear = #"[{"week":\#(Int(referenceNow.timeIntervalSince1970) + 50 * 604_800),"total":7,"days":[1,1,1,1,1,1,1]}]"#
        let tomorrow = #"[{"week":\#(Int(referenceNow.timeIntervalSince1970) + 43_200),"total":0,"days":[0,0,0,0,0,0,0]}]"#

        #expect(GitHubStarHistoryMapper.days(Data(nextYear.utf8), now: referenceNow) == .failure(.implausible))
        #expect(GitHubStarHistoryMapper.map(Data(tomorrow.utf8), now: referenceNow) == [], "within the grace: its days are all after now")
    }
}
