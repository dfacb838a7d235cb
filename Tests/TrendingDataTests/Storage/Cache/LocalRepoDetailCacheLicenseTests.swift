import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("LocalRepoDetailCache: the licence object")
struct LocalRepoDetailCacheLicenseTests {
    @Test("keeps GitHub's licence object whole through a save and a load")
    func roundTrip() throws {
        let (sut, _) = makeSUT()
        let license = RepoLicense(key: "other", name: "Other", spdxID: "NOASSERTION")
        let detail = makeDetail(license: license)

        try sut.save(CachedRepoDetail(detail: detail, etag: "W/\"e\"", fetchedAt: referenceNow), for: detail.name)

        #expect(try sut.load(detail.name)?.detail.license == license)
        #expect(license.label == "Other", "no assertion is no id: the name is what a person reads")
    }

    @Test("keeps a licence left unknown (a body silent on it) unknown through a save and a load; older files read as known")
    func unknownRoundTrip() throws {
        let (sut, _) = makeSUT()
        let known = makeDetail(license: nil)
        let silent = RepoDetail(
            name: known.name, description: nil, stars: 1, forks: 0, watchers: nil, openIssues: 0, language: nil, license: nil, topics: [],
            homepage: nil, defaultBranch: nil, createdAt: referenceNow, pushedAt: nil, urlText: "", isArchived: false, isFork: false,
            isTemplate: false, ownerLogin: "o", ownerType: "User", licenseKnown: false
        )

        try sut.save(CachedRepoDetail(detail: silent, etag: nil, fetchedAt: referenceNow), for: silent.name)
        #expect(try sut.load(silent.name)?.detail.licenseKnown == false)
        try sut.save(CachedRepoDetail(detail: known, etag: nil, fetchedAt: referenceNow), for: known.name)
        #expect(try sut.load(known.name)?.detail.licenseKnown == true)
    }

    @Test("reads the label an older cache kept as the licence's name, without moving the file aside")
    func olderFile() throws {
        let (sut, storage) = makeSUT()
        let detail = makeDetail(license: RepoLicense(key: "mit", name: "MIT License", spdxID: "MIT"))
        try sut.save(CachedRepoDetail(detail: detail, etag: nil, fetchedAt: referenceNow), for: detail.name)
        let key = LocalRepoDetailCache.key(for: detail.name)
        let stored = try #require(try storage.read(key))
        var object = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        object["license_object"] = nil
        object["license"] = "Apache-2.0"
        try storage.write(try JSONSerialization.data(withJSONObject: object), to: key)

        let loaded = try sut.load(detail.name)?.detail.license

        #expect(loaded == RepoLicense(key: "apache-2.0", name: "Apache-2.0", spdxID: nil))
        #expect(loaded?.label == "Apache-2.0")
    }

    // MARK: - Helpers

    private func makeSUT() -> (LocalRepoDetailCache, InMemoryStorage) {
        let storage = InMemoryStorage()
        return (LocalRepoDetailCache(storage: storage, now: { referenceNow }), storage)
    }

    private func makeDetail(license: RepoLicense?) -> RepoDetail {
        RepoDetail(
            name: RepoName(owner: "octo-org", name: "rocket"), description: nil, stars: 5, forks: 1, watchers: 2, openIssues: 0,
            language: "Swift", license: license, topics: [], homepage: nil, defaultBranch: "main",
            createdAt: referenceNow.addingTimeInterval(-86_400), pushedAt: nil, url: URL(string: "https://github.com/octo-org/rocket")!,
            isArchived: false, isFork: false, isTemplate: false, ownerLogin: "octo-org", ownerType: "Organization"
        )
    }
}
