import TrendingData
import TrendingDomain

/// Every fuzz input is also read as GitHub's trending pages, both kinds: whatever the reader
/// finds is at most 100 rows ranked in rising order from 1 (a row's place on the page, so the
/// rows the reader dropped leave gaps), every name one GitHub allows, every text free of
/// controls, every count plausible.
enum TrendingPageFuzzing {
    static func check(_ bytes: [UInt8]) {
        let reader = GitHubTrendingPageReader()
        let repos = reader.repos(in: bytes)
        precondition(repos.count <= 100 && isRising(repos.map(\.rank)), "page rows miscounted")
        for row in repos {
            precondition(RepoName(parsing: "\(row.owner)/\(row.name)")?.isGitHubName == true, "a page row's name GitHub can't have")
            precondition([row.stars, row.forks, row.periodStars].allSatisfy { $0.map(PlausibleCount.contains) ?? true }, "an impossible count")
            for text in [row.description, row.language].compactMap({ $0 }) { precondition(isClean(text), "a control in a page row") }
        }
        let developers = reader.developers(in: bytes)
        precondition(developers.count <= 100 && isRising(developers.map(\.rank)), "developers miscounted")
        for row in developers {
            precondition(row.popularRepo.map { RepoName(parsing: $0)?.isGitHubName == true } ?? true, "a popular repo GitHub can't have")
            for text in [row.login, row.displayName, row.popularRepoDescription].compactMap({ $0 }) {
                precondition(isClean(text), "a control in a developer row")
            }
        }
    }

    /// Ranks from 1 up, each above the one before.
    private static func isRising(_ ranks: [Int]) -> Bool {
        zip([0] + ranks, ranks).allSatisfy { $0 < $1 }
    }

    private static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }
}
