import Foundation
import Testing
import TrendingData
import TrendingDomain

/// Numbers and dates no real answer or file holds are refused where they are read.
@Suite("impossible counts and dates")
struct ImpossibleDataTests {
    @Test("the search mapper drops items with stars outside 0…10^12 or dates outside 2007…2200, and counts them")
    func searchMapperDrops() throws {
        let body = search([
            item(1, stars: 5), item(2, stars: -1), item(3, stars: 1_000_000_000_001), item(4, stars: 1_000_000_000_000),
            item(5, stars: 5, created: "1999-12-31T00:00:00Z"), item(6, stars: 5, created: "2201-01-01T00:00:00Z"),
        ])

        let result = try GitHubSearchMapper.map(HTTPResponse(status: 200, headers: [:], body: body), now: referenceNow)

        #expect(result.repos.map(\.id) == [1, 4])
        #expect(result.droppedItems == 4)
    }

    @Test("a count no whole number holds (past 2^63, or with a fraction) drops that item, not the page", arguments: [
        "18446744073709551616", "9223372036854775808", "-9223372036854775809", "1e29", "1.5",
    ])
    func searchMapperHugeCounts(count: String) throws {
        let fine = String(decoding: try JSONSerialization.data(withJSONObject: item(1, stars: 5)), as: UTF8.self)
        let odd = String(decoding: try JSONSerialization.data(withJSONObject: item(2, stars: 424242)), as: UTF8.self)
            .replacingOccurrences(of: "424242", with: count)
        let body = Data(#"{"total_count":2,"incomplete_results":false,"items":[\#(fine),\#(odd)]}"#.utf8)

        let result = try GitHubSearchMapper.map(HTTPResponse(status: 200, headers: [:], body: body), now: referenceNow)

        #expect(result.repos.map(\.id) == [1])
        #expect(result.droppedItems == 1)
    }

    @Test("the repo mapper refuses a detail with impossible counts")
    func repoMapperRefuses() {
        var object = item(1, stars: Int.max)
        object.merge(["subscribers_count": 1, "open_issues_count": 1]) { $1 }
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        #expect(throws: RemoteLoadError.malformedResponse) { try GitHubRepoMapper.map(HTTPResponse(status: 200, headers: [:], body: body)) }
    }

    @Test("a state file with a date outside 2007…2200 is moved aside with a warning", arguments: [
        #""hidden":[{"full_name":"a/b","hidden_at":1e300}],"seen":{}"#,
        #""hidden":[],"seen":{"a/b":-62135596800}"#,
        #""hidden":[{"full_name":"a/b","hidden_at":7258118401}],"seen":{}"#,
    ])
    func stateDates(fields: String) throws {
        let file = Data(#"{"version":1,"bookmarks":[],"last_shown":[],\#(fields)}"#.utf8)
        let storage = InMemoryStorage(files: ["state.json": file])
        let sut = LocalUserStateStore(storage: storage, now: { referenceNow })

        let read = try sut.read()
        #expect(read.value == UserState())
        #expect(read.warnings.count == 1)
        #expect(storage.files.keys.contains { $0.hasPrefix("state.json.corrupt-") })
    }

    @Test("a history file with Int.min or Int.max stars is moved aside, not read")
    func historyCounts() throws {
        let file = Data(#"{"version":1,"repos":{"a/b":[[1795000000,\#(Int.min)],[1795100000,\#(Int.max)]]}}"#.utf8)
        let storage = InMemoryStorage(files: ["history.json": file])
        let sut = LocalSnapshotStore(storage: storage, now: { referenceNow })

        let read = try sut.snapshots(for: ["a/b"])
        #expect(read.value.isEmpty)
        #expect(read.warnings.count == 1)
    }

    @Test("--verbose masks a URL's user info")
    func logMasksUserInfo() async throws {
        let lines = Recorder<String>()
        let sut = LoggingNetworkClient(NetworkClientSpy([.success(HTTPResponse(status: 200, headers: [:]))]), clock: ManualClock().clock, log: lines.append)

        _ = try await sut.send(HTTPRequest(url: URL(string: "http://me:hunter2@127.0.0.1:9/x")!))

        #expect(lines.values.first == "> GET http://***@127.0.0.1:9/x")
        #expect(!lines.values.joined().contains("hunter2"))
    }

    // MARK: - Helpers

    private func item(_ id: Int, stars: Int, created: String = "2026-11-22T12:00:00Z") -> [String: Any] {
        [
            "id": id, "name": "r\(id)", "full_name": "o/r\(id)", "owner": ["login": "o"], "html_url": "https://github.com/o/r\(id)",
            "description": NSNull(), "language": NSNull(), "stargazers_count": stars, "forks_count": 0, "created_at": created,
        ]
    }

    private func search(_ items: [[String: Any]]) -> Data {
        (try? JSONSerialization.data(withJSONObject: ["total_count": items.count, "incomplete_results": false, "items": items])) ?? Data()
    }
}
