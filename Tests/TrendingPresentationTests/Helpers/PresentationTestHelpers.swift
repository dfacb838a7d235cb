import Foundation
import TrendingDomain

let now = Date(timeIntervalSince1970: 1_795_435_200) // 2026-11-23T12:00:00Z

func anyRepo(
    owner: String = "octo-org", name: String = "rocket", description: String? = "Ships fast",
    language: String? = "Swift", stars: Int = 12_345, createdAt: Date = now.addingTimeInterval(-3 * 86_400)
) -> Repo {
    Repo(
        id: 1, owner: owner, name: name, description: description, language: language, stars: stars, forks: 7,
        url: URL(string: "https://github.com/\(owner)/\(name)")!, createdAt: createdAt
    )
}
