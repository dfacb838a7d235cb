#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Maps `GET /repos/{owner}/{repo}` to a `RepoDetail`. Tolerates every nullable field.
public enum GitHubRepoMapper {
    public static func map(_ response: HTTPResponse) throws(RemoteLoadError) -> RepoDetail {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        // An unpaired surrogate in one field is repaired to U+FFFD, not the whole answer lost.
        let read = { (body: Data) in try? decoder.decode(RepoDTO.self, from: body) }
        guard let dto = read(response.body) ?? JSONSurrogateRepair.repaired(response.body).flatMap(read), let detail = dto.detail,
              ([detail.stars, detail.forks, detail.openIssues] + (detail.watchers.map { [$0] } ?? [])).allSatisfy(PlausibleCount.contains),
              ([detail.createdAt] + (detail.pushedAt.map { [$0] } ?? [])).allSatisfy(PlausibleDate.contains)
        else {
            throw .malformedResponse
        }
        return detail
    }
}

private struct RepoDTO: Decodable {
    struct OwnerDTO: Decodable {
        let login: String
        let type: String?
    }

    struct LicenseDTO: Decodable {
        let key: String?
        let name: String?
        let spdx_id: String?

        /// GitHub's object as sent; a licence with neither key nor name is none.
        var license: RepoLicense? {
            let key = key.flatMap { $0.isEmpty ? nil : $0 }, name = name.flatMap { $0.isEmpty ? nil : $0 }
            guard key != nil || name != nil else { return nil }
            return RepoLicense(key: key ?? name?.lowercased() ?? "", name: name ?? key ?? "", spdxID: spdx_id)
        }
    }

    // Bodies recorded before 2013 may lack `full_name`, `stargazers_count` (their `watchers`
    // counted stars), the `_count` synonyms and `default_branch` (then `master_branch`).
    let full_name: String?
    let name: String?
    let owner: OwnerDTO?
    /// Kept as text: null, missing or foreign, the page is derived from the name where shown.
    let html_url: String?
    let description: String?
    let language: String?
    // Old GitHub Enterprise servers send only the documented synonyms `watchers_count`,
    // `forks` and `open_issues`.
    let stargazers_count: Int?
    let watchers_count: Int?
    let watchers: Int?
    let forks_count: Int?
    let forks: Int?
    let subscribers_count: Int?
    let open_issues_count: Int?
    let open_issues: Int?
    let license: LicenseDTO?
    let topics: [String]?
    let homepage: String?
    let default_branch: String?
    let master_branch: String?
    let created_at: Date
    let pushed_at: Date?
    let archived: Bool?
    let fork: Bool?
    let is_template: Bool?

    var detail: RepoDetail? {
        guard let name = RepoName(stored: full_name ?? [owner?.login, self.name].compactMap { $0 }.joined(separator: "/")),
              let stars = stargazers_count ?? watchers_count ?? watchers
        else { return nil }
        return RepoDetail(
            name: name, description: description, stars: stars, forks: forks_count ?? forks ?? 0,
            watchers: subscribers_count, openIssues: open_issues_count ?? open_issues ?? 0, language: language,
            license: license?.license, topics: topics ?? [],
            homepage: homepage.flatMap { $0.isEmpty ? nil : $0 }, defaultBranch: (default_branch ?? master_branch).flatMap { $0.isEmpty ? nil : $0 },
            createdAt: created_at, pushedAt: pushed_at, urlText: html_url ?? "", isArchived: archived ?? false,
            isFork: fork ?? false, isTemplate: is_template ?? false,
            ownerLogin: owner?.login ?? name.owner, ownerType: owner?.type ?? "User"
        )
    }
}
