import Foundation
import TrendingDomain

func anyURL() -> URL { URL(string: "https://github.com/any/repo")! }

func anyRepo(id: Int = 1, owner: String = "owner", name: String = "repo", stars: Int = 10) -> Repo {
    Repo(
        id: id, owner: owner, name: name, description: "a description", language: "Swift",
        stars: stars, forks: 1, url: URL(string: "https://github.com/\(owner)/\(name)")!,
        createdAt: Date(timeIntervalSince1970: 1_700_000_000)
    )
}

func repos(_ count: Int) -> [Repo] {
    (0..<count).map { anyRepo(id: $0, name: "repo\($0)", stars: 1000 - $0) }
}

func anyQuery() -> TrendingQuery { TrendingQuery(period: .daily, language: "Swift") }

/// A fixed "now" so tests never depend on today's date.
let fixedNow = Date(timeIntervalSince1970: 1_795_435_200) // 2026-11-23T12:00:00Z

func name(_ text: String) -> RepoName { RepoName(parsing: text)! }

/// The two weeks GitHub sends a daily or weekly list (from Sunday 2026-11-15 to today): `stars`
/// today, none before, with `remaining` requests left.
func answer(_ stars: Int = 5, remaining: Int? = 4000, resetsAt: Date? = nil, etag: String? = "e1") -> Result<StarHistoryAnswer, StarHistoryLoadError> {
    .success(StarHistoryAnswer(fetch: .modified(twoWeeks(today: stars), etag: etag), budget: RateBudget(remaining: remaining, resetsAt: resetsAt)))
}

/// Sunday 2026-11-15 to Monday 2026-11-23 (`fixedNow`), oldest first: `today` stars today, none before.
func twoWeeks(today stars: Int) -> [DailyStars] {
    let today = GainWindow.dayStart(of: fixedNow)
    return (0...8).reversed().map { back in DailyStars(day: today.addingTimeInterval(-Double(back) * 86_400), stars: back == 0 ? stars : 0) }
}
