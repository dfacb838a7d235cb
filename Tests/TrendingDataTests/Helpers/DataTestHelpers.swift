import Foundation
import TrendingData
import TrendingDomain
import TrendingTestSupport

let referenceNow = Fixtures.referenceNow

func anyURL() -> URL { URL(string: "https://api.example.com/any")! }

func anyRepo(id: Int = 1, description: String? = "a description") -> Repo {
    Repo(
        id: id, owner: "owner", name: "repo\(id)", description: description, language: "Swift",
        stars: 100 - id, forks: 3, url: URL(string: "https://github.com/owner/repo\(id)")!,
        createdAt: Date(timeIntervalSince1970: 1_795_400_000)
    )
}

func response(_ status: Int = 200, fixture: String, headers: [String: String] = [:]) -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: Fixtures.data(fixture))
}

func response(_ status: Int, body: String, headers: [String: String] = [:]) -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
}

/// A fresh folder under the system temp folder, removed by the caller.
func makeTemporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("trending-tests-\(UUID().uuidString)")
    return url
}
