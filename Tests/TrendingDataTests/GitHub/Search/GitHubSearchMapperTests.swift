import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("GitHubSearchMapper")
struct GitHubSearchMapperTests {
    @Test("maps every item of the edge-case fixture, tolerating null and missing fields")
    func edgeCases() throws {
        let result = try GitHubSearchMapper.map(response(fixture: "search/edge-cases.json"), now: referenceNow)

        #expect(result.repos.count == 12)
        #expect(!result.isIncomplete)
        let first = result.repos[0]
        #expect(first.fullName == "kosmos-labs/starfall")
        #expect(first.stars == 5_000_000_000, "star counts beyond 32 bits fit in Int")
        #expect(first.url == URL(string: "https://github.com/kosmos-labs/starfall"))
        #expect(result.repos[7].description == nil)
        #expect(result.repos[8].language == nil)
        #expect(result.repos[1].description?.hasPrefix("摸鱼神器") == true, "CJK text decodes unchanged")
    }

    @Test("takes the owner from full_name when the owner object is null")
    func nullOwner() throws {
        let result = try GitHubSearchMapper.map(response(fixture: "search/edge-cases.json"), now: referenceNow)

        let orphan = try #require(result.repos.first { $0.name == "some-repo" })
        #expect(orphan.owner == "someorg")
        #expect(orphan.fullName == "someorg/some-repo")
    }

    @Test("decodes created_at as an exact UTC instant")
    func createdAt() throws {
        let result = try GitHubSearchMapper.map(response(fixture: "search/100-items.json"), now: referenceNow)

        #expect(result.repos.count == 100)
        #expect(result.repos[0].createdAt == (try Date("2026-11-22T13:14:15Z", strategy: .iso8601)))
        #expect(result.repos.map(\.stars) == result.repos.map(\.stars).sorted(by: >))
    }

    @Test("delivers an empty list for no results")
    func empty() throws {
        #expect(try GitHubSearchMapper.map(response(fixture: "search/empty.json"), now: referenceNow).repos.isEmpty)
    }

    @Test("flags incomplete results")
    func incomplete() throws {
        let result = try GitHubSearchMapper.map(response(fixture: "search/incomplete.json"), now: referenceNow)
        #expect(result.isIncomplete)
        #expect(result.repos.count == 3)
    }

    @Test("keeps hostile text as data; sanitizing is the presenter's job")
    func hostileIsMapped() throws {
        let result = try GitHubSearchMapper.map(response(fixture: "search/hostile.json"), now: referenceNow)
        #expect(result.repos.count == 6)
        #expect(result.repos.contains { $0.description?.contains("\u{1B}") == true })
    }

    @Test("rejects a complete body of the wrong shape as malformed", arguments: [
        "errors/malformed.json", "errors/truncated.json", "errors/502-bad-gateway.html",
    ])
    func malformed(fixture: String) {
        #expect(throws: RemoteLoadError.malformedResponse) {
            try GitHubSearchMapper.map(response(fixture: fixture), now: referenceNow)
        }
    }

    @Test("reads an old GitHub Enterprise item's watchers_count and forks, the documented synonyms")
    func enterpriseSynonyms() throws {
        let body = #"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"a","full_name":"o/a","owner":{"login":"o"},"html_url":"https://ghe.example/o/a","description":null,"language":null,"watchers_count":42,"forks":7,"created_at":"2026-11-22T00:00:00Z"}]}"#

        let repo = try #require(try GitHubSearchMapper.map(response(200, body: body), now: referenceNow).repos.first)

        #expect(repo.stars == 42 && repo.forks == 7)
    }

    @Test("keeps an item whose html_url is null or no URL, as text: its page is judged, or derived, where it is shown", arguments: [
        #""html_url":"""#, #""html_url":null"#, #""html_url":"http://127.0.0.1:P.evil.example/x""#, #""html_url":5"#,
    ])
    func oddPage(htmlURL: String) throws {
        let body = #"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"a","full_name":"o/a","owner":null,\#(htmlURL),"description":null,"language":null,"stargazers_count":1,"forks_count":0,"created_at":"2026-11-22T00:00:00Z"}]}"#

        let result = try GitHubSearchMapper.map(response(200, body: body), now: referenceNow)

        #expect(result.repos.map(\.fullName) == ["o/a"])
        #expect(result.unreadableItems == 0 && result.droppedItems == 0)
    }

    @Test("leaves out, and counts, only the items it can't read; the rest of the page stands", arguments: [
        #""created_at":"bogus""#, #""created_at":"2026-11-23""#, #""created_at":null"#, #""id":"7""#, #""stargazers_count":"many""#,
    ])
    func unreadableItem(field: String) throws {
        let good = #"{"id":1,"name":"a","full_name":"o/a","owner":{"login":"o"},"html_url":"https://github.com/o/a","stargazers_count":1,"created_at":"2026-11-22T00:00:00Z"}"#
        let fields = [#""id":2"#, #""stargazers_count":1"#, #""created_at":"2026-11-22T00:00:00Z""#]
            .map { $0.hasPrefix(field.prefix { $0 != ":" }) ? field : $0 }
        let bad = #"{"name":"b","full_name":"o/b","owner":{"login":"o"},"html_url":"https://github.com/o/b",\#(fields.joined(separator: ","))}"#
        let body = #"{"total_count":3,"incomplete_results":false,"items":[\#(good),\#(bad),5]}"#

        let result = try GitHubSearchMapper.map(response(200, body: body), now: referenceNow)

        #expect(result.repos.map(\.fullName) == ["o/a"])
        #expect(result.unreadableItems == 2)
        #expect(GitHubSearchMapper.fastReaderAgrees(on: Data(body.utf8)))
    }

    @Test("leaves out an item whose name has a part missing or an owner with a slash: no repo, and no state file could read it back", arguments: [
        #""name":"","full_name":"z/","owner":{"login":"z"}"#,
        #""name":"x","full_name":"/x","owner":{"login":""}"#,
        #""name":"x","full_name":"a/b/x","owner":{"login":"a/b"}"#,
    ])
    func unstorableName(nameFields: String) throws {
        let good = #"{"id":1,"name":"a","full_name":"o/a","owner":{"login":"o"},"html_url":"https://github.com/o/a","stargazers_count":1,"created_at":"2026-11-22T00:00:00Z"}"#
        let bad = #"{"id":2,\#(nameFields),"html_url":null,"stargazers_count":5000,"created_at":"2026-11-22T00:00:00Z"}"#
        let body = #"{"total_count":2,"incomplete_results":false,"items":[\#(good),\#(bad)]}"#

        let result = try GitHubSearchMapper.map(response(200, body: body), now: referenceNow)

        #expect(result.repos.map(\.fullName) == ["o/a"])
        #expect(result.unreadableItems == 1)
    }

    @Test("maps 401 to unauthorized, with GitHub's message and whether a token was sent", arguments: [false, true])
    func unauthorized(tokenSent: Bool) {
        #expect(throws: RemoteLoadError.unauthorized(tokenSent: tokenSent, message: "Bad credentials")) {
            try GitHubSearchMapper.map(response(401, fixture: "errors/401-bad-credentials.json"), now: referenceNow, authorization: tokenSent ? "Bearer ghp_test1234" : nil)
        }
    }

    @Test("maps a 403 about abuse detection to a rate limit, with or without Retry-After")
    func abuseDetection() {
        let body = #"{"message":"You have triggered an abuse detection mechanism. Please wait a few minutes before you try again."}"#
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: nil)) {
            try GitHubSearchMapper.map(response(403, body: body), now: referenceNow)
        }
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: referenceNow.addingTimeInterval(90))) {
            try GitHubSearchMapper.map(response(403, body: body, headers: ["Retry-After": "90"]), now: referenceNow)
        }
    }

    @Test("reads a 422's errors whether they are strings or objects, led by GitHub's message", arguments: [
        (#"{"message":"Validation Failed","errors":["first problem","second problem"]}"#, ["Validation Failed: first problem", "second problem"]),
        (#"{"message":"Validation Failed","errors":[{"message":"bad language"},{"field":"q","code":"invalid"}]}"#, ["Validation Failed: bad language", "q invalid"]),
        (#"{"message":"Validation Failed","errors":[{"message":"one"},"two"]}"#, ["Validation Failed: one", "two"]),
        (#"{"errors":[{"message":"one"}]}"#, ["one"]),
        (#"{"message":"Validation Failed","errors":[]}"#, ["Validation Failed"]),
        (#"{"message":"Only the first 1000 search results are available"}"#, ["Only the first 1000 search results are available"]),
    ])
    func validationErrors(body: String, messages: [String]) {
        #expect(throws: RemoteLoadError.invalidQuery(messages)) {
            try GitHubSearchMapper.map(response(422, body: body), now: referenceNow)
        }
    }

    @Test("maps a 403 with no remaining requests to a rate limit lifting at the reset time", arguments: [403, 429])
    func primaryRateLimit(status: Int) {
        let headers = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1795436100"]
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_795_436_100))) {
            try GitHubSearchMapper.map(response(status, fixture: "errors/403-primary-rate-limit.json", headers: headers), now: referenceNow)
        }
    }

    @Test("maps a secondary limit with Retry-After to a rate limit lifting after that wait")
    func secondaryWithRetryAfter() {
        let headers = ["Retry-After": "60", "X-RateLimit-Remaining": "12"]
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: referenceNow.addingTimeInterval(60))) {
            try GitHubSearchMapper.map(response(403, fixture: "errors/403-secondary-rate-limit.json", headers: headers), now: referenceNow)
        }
    }

    @Test("maps a secondary limit without Retry-After to a rate limit of unknown length")
    func secondaryWithoutRetryAfter() {
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: nil)) {
            try GitHubSearchMapper.map(response(403, fixture: "errors/403-secondary-rate-limit.json"), now: referenceNow)
        }
    }

    @Test("reads rate-limit numbers as GitHub writes them, so garbage can't become an unprintable date", arguments: [
        ["Retry-After": "1e300"], ["Retry-After": "inf"], ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "nan"],
        ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "-1e300"],
    ])
    func garbageRateLimitHeaders(headers: [String: String]) {
        #expect(throws: RemoteLoadError.rateLimited(resetsAt: nil)) {
            try GitHubSearchMapper.map(response(403, fixture: "errors/403-secondary-rate-limit.json", headers: headers), now: referenceNow)
        }
    }

    @Test("clamps absurd but numeric rate-limit waits to a century")
    func hugeRetryAfter() throws {
        let error = #expect(throws: RemoteLoadError.self) {
            try GitHubSearchMapper.map(response(403, body: "{}", headers: ["Retry-After": "99999999999999"]), now: referenceNow)
        }
        guard case .rateLimited(let resetsAt?) = error else { Issue.record("expected a reset time"); return }
        #expect(resetsAt.timeIntervalSince(referenceNow) <= 100 * 365 * 86_400)
    }

    @Test("maps a 403 without a rate-limit signal to forbidden, with GitHub's message")
    func forbidden() throws {
        let error = #expect(throws: RemoteLoadError.self) {
            try GitHubSearchMapper.map(response(403, fixture: "errors/403-forbidden.json"), now: referenceNow)
        }
        guard case .forbidden(let message) = error else {
            Issue.record("expected forbidden, got \(String(describing: error))")
            return
        }
        #expect(message.contains("Resource not accessible"))
    }

    @Test("maps 422 to an invalid query with GitHub's own messages")
    func validationFailed() {
        #expect(throws: RemoteLoadError.invalidQuery(["Validation Failed: None of the search qualifiers apply to this search type."])) {
            try GitHubSearchMapper.map(response(422, fixture: "errors/422-validation-failed.json"), now: referenceNow)
        }
    }

    @Test("a recorded 422 whose error object has no message quotes GitHub's message and names the field and code")
    func validationFailedWithoutMessage() {
        #expect(throws: RemoteLoadError.invalidQuery(["Validation Failed: color invalid"])) {
            try GitHubSearchMapper.map(response(422, fixture: "recorded/422-label-color-invalid.json"), now: referenceNow)
        }
    }

    @Test("maps 5xx, including HTML error pages, to a server error", arguments: [500, 502, 503])
    func serverError(status: Int) {
        #expect(throws: RemoteLoadError.serverError(status: status)) {
            try GitHubSearchMapper.map(response(status, fixture: "errors/502-bad-gateway.html"), now: referenceNow)
        }
    }

    @Test("maps other statuses to unexpected status, with GitHub's message")
    func otherStatus() {
        #expect(throws: RemoteLoadError.unexpectedStatus(404, message: "Not Found")) {
            try GitHubSearchMapper.map(response(404, fixture: "errors/404-not-found.json"), now: referenceNow)
        }
    }
}
