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
        decoder.dateDecodingStrategy = GitHubTimestamp.decoding
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
    /// GitHub's id; anything but a whole number leaves it unknown, not the details unread.
    let id: Int?
    let name: String?
    let owner: OwnerDTO?
    /// Sent for an organisation's repo: it says the owner's type when `owner` is null.
    let hasOrganization: Bool
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
    /// Whether the body has a `license` key at all (null is GitHub's "none").
    let hasLicenseKey: Bool
    let topics: [String]?
    let homepage: String?
    let default_branch: String?
    let master_branch: String?
    let created_at: Date
    let pushed_at: Date?
    let archived: Bool?
    let fork: Bool?
    let is_template: Bool?

    private enum CodingKeys: String, CodingKey {
        case id, full_name, name, owner, organization, html_url, description, language, stargazers_count, watchers_count, watchers
        case forks_count, forks, subscribers_count, open_issues_count, open_issues, license, topics, homepage
        case default_branch, master_branch, created_at, pushed_at, archived, fork, is_template
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        full_name = try c.decodeIfPresent(String.self, forKey: .full_name)
        id = (try? c.decodeIfPresent(Int.self, forKey: .id)).flatMap { $0 }
        name = try c.decodeIfPresent(String.self, forKey: .name)
        owner = try c.decodeIfPresent(OwnerDTO.self, forKey: .owner)
        hasOrganization = (try? c.decodeNil(forKey: .organization)).map { !$0 } ?? false
        html_url = try c.decodeIfPresent(String.self, forKey: .html_url)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        stargazers_count = try c.decodeIfPresent(Int.self, forKey: .stargazers_count)
        watchers_count = try c.decodeIfPresent(Int.self, forKey: .watchers_count)
        watchers = try c.decodeIfPresent(Int.self, forKey: .watchers)
        forks_count = try c.decodeIfPresent(Int.self, forKey: .forks_count)
        forks = try c.decodeIfPresent(Int.self, forKey: .forks)
        subscribers_count = try c.decodeIfPresent(Int.self, forKey: .subscribers_count)
        open_issues_count = try c.decodeIfPresent(Int.self, forKey: .open_issues_count)
        open_issues = try c.decodeIfPresent(Int.self, forKey: .open_issues)
        license = try c.decodeIfPresent(LicenseDTO.self, forKey: .license)
        hasLicenseKey = c.contains(.license)
        topics = try c.decodeIfPresent([String].self, forKey: .topics)
        homepage = try c.decodeIfPresent(String.self, forKey: .homepage)
        default_branch = try c.decodeIfPresent(String.self, forKey: .default_branch)
        master_branch = try c.decodeIfPresent(String.self, forKey: .master_branch)
        created_at = try c.decode(Date.self, forKey: .created_at)
        pushed_at = try c.decodeIfPresent(Date.self, forKey: .pushed_at)
        archived = try c.decodeIfPresent(Bool.self, forKey: .archived)
        fork = try c.decodeIfPresent(Bool.self, forKey: .fork)
        is_template = try c.decodeIfPresent(Bool.self, forKey: .is_template)
    }

    /// The owner's type as GitHub says it; empty when it says none (a null `owner` of a repo
    /// with no `organization`): never a guess.
    private var ownerType: String {
        owner?.type ?? (hasOrganization ? "Organization" : "")
    }

    var detail: RepoDetail? {
        guard let name = RepoName(stored: full_name ?? [owner?.login, self.name].compactMap { $0 }.joined(separator: "/")),
              let stars = stargazers_count ?? watchers_count ?? watchers
        else { return nil }
        var detail = RepoDetail(
            name: name, description: description, stars: stars, forks: forks_count ?? forks ?? 0,
            watchers: subscribers_count, openIssues: open_issues_count ?? open_issues ?? 0, language: language,
            license: license?.license, topics: topics ?? [],
            homepage: homepage.flatMap { $0.isEmpty ? nil : $0 }, defaultBranch: (default_branch ?? master_branch).flatMap { $0.isEmpty ? nil : $0 },
            createdAt: created_at, pushedAt: pushed_at, urlText: html_url ?? "", isArchived: archived ?? false,
            isFork: fork ?? false, isTemplate: is_template ?? false,
            ownerLogin: owner?.login ?? name.owner, ownerType: ownerType, licenseKnown: hasLicenseKey
        )
        detail.id = id.map { max(0, $0) } ?? 0
        return detail
    }
}
