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

/// A minimal search page holding repos with these ids, stars descending by id.
func searchPage(
    ids: some Sequence<Int>, next: String? = nil, headers: [String: String] = [:], incomplete: Bool = false, total: Int = 5000
) -> HTTPResponse {
    let items = ids.map { id in
        #"{"id":\#(id),"name":"r\#(id)","full_name":"o/r\#(id)","owner":{"login":"o"},"html_url":"https://github.com/o/r\#(id)","description":null,"language":null,"stargazers_count":\#(100_000 - id),"forks_count":0,"created_at":"2026-11-22T13:00:00Z"}"#
    }
    var headers = headers
    if let next { headers["Link"] = "<\(next)>; rel=\"next\", <https://api.github.com/search/repositories?page=99>; rel=\"last\"" }
    let body = #"{"total_count":\#(total),"incomplete_results":\#(incomplete),"items":[\#(items.joined(separator: ","))]}"#
    return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
}
