import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("GitHubRepoMapper")
struct GitHubRepoMapperTests {
    @Test("maps an organisation's template repo")
    func organisation() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "repos/octo-org__rocket.json"))

        #expect(detail.name.description == "octo-org/rocket")
        #expect(detail.id == 1_187_417_602, "the id a star history's /repositories/ID redirect is checked against")
        #expect(detail.stars == 9812 && detail.forks == 644 && detail.watchers == 87 && detail.openIssues == 23)
        #expect(detail.license == RepoLicense(key: "mit", name: "MIT License", spdxID: "MIT"))
        #expect(detail.topics == ["cli", "command-line", "swift", "swift-package-manager", "template"])
        #expect(detail.homepage == "https://octo-org.github.io/rocket/")
        #expect(detail.ownerType == "Organization")
        #expect(detail.isTemplate && !detail.isFork && !detail.isArchived)
        #expect(detail.pushedAt == (try Date("2026-11-23T10:41:07Z", strategy: .iso8601)))
    }

    @Test("maps an archived fork with null description, licence and homepage")
    func archivedFork() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "repos/solo-dev__tiny-tool.json"))

        #expect(detail.description == nil && detail.license == nil && detail.homepage == nil)
        #expect(detail.licenseKnown, "GitHub's null is 'none', not unknown")
        #expect(detail.isArchived && detail.isFork)
        #expect(detail.ownerType == "User")
    }

    @Test("a null owner's type is the organization object's when the body has one, else unknown: never guessed as User")
    func nullOwner() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("repos/octo-org__rocket.json")) as? [String: Any])
        object["owner"] = NSNull()
        object["organization"] = ["login": "octo-org", "type": "Organization"]
        let withOrganization = try GitHubRepoMapper.map(HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: object)))
        object["organization"] = NSNull()
        let nullOrganization = try GitHubRepoMapper.map(HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: object)))
        object["organization"] = nil
        let without = try GitHubRepoMapper.map(HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: object)))

        #expect(withOrganization.ownerLogin == "octo-org" && withOrganization.ownerType == "Organization")
        #expect(nullOrganization.ownerType == "" && without.ownerType == "")
        #expect(without.ownerLogin == "octo-org", "the login from full_name")
    }

    @Test("reads an old GitHub Enterprise body's watchers_count, forks and open_issues, the documented synonyms")
    func enterpriseSynonyms() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("repos/octo-org__rocket.json")) as? [String: Any])
        for key in ["stargazers_count", "forks_count", "open_issues_count"] { object[key] = nil }
        object["watchers_count"] = 11
        object["forks"] = 22
        object["open_issues"] = 33
        let body = try JSONSerialization.data(withJSONObject: object)

        let detail = try GitHubRepoMapper.map(HTTPResponse(status: 200, body: body))

        #expect(detail.stars == 11 && detail.forks == 22 && detail.openIssues == 33)
    }

    @Test("reads a recorded 2012 body: no full_name, stars as watchers, no _count synonyms, no subscribers_count")
    func before2013() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "recorded/repo-2012-05-no-full-name__jacquev6__PyGithub.json"))

        #expect(detail.name.description == "jacquev6/PyGithub")
        #expect(detail.stars == 13 && detail.forks == 2 && detail.openIssues == 15 && detail.watchers == nil)
        #expect(detail.defaultBranch == nil, "the body names no branch: none is invented")
        #expect(detail.license == nil && !detail.licenseKnown, "the body has no license key: unknown, not none")
    }

    @Test("reads master_branch where a recorded 2012 body has no default_branch")
    func masterBranch() throws {
        let detail = try GitHubRepoMapper.map(response(fixture: "recorded/repo-2012-05-master-branch__nvie__gitflow.json"))

        #expect(detail.defaultBranch == "develop" && detail.stars == 3973)
    }

    @Test("rejects a body of the wrong shape")
    func malformed() {
        #expect(throws: RemoteLoadError.malformedResponse) { try GitHubRepoMapper.map(response(fixture: "errors/malformed.json")) }
    }
}
