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

/// Trusts https pages on github.com, as the real rule does for api.github.com; derives the rest.
struct GitHubLinksStub: RepoWebLinks {
    func page(for name: RepoName, claimed: URL?) -> URL {
        if let claimed, claimed.scheme == "https", claimed.host == "github.com" { return claimed }
        return URL(string: "https://github.com/\(name.owner)/\(name.name)")!
    }

    func link(forHomepage homepage: String) -> URL? {
        URL(string: homepage).flatMap { $0.scheme == "https" && $0.host == "github.com" ? $0 : nil }
    }
}
