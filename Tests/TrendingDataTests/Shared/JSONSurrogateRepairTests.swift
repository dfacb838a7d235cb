import Foundation
import Testing
@testable import TrendingData

@Suite("JSONSurrogateRepair")
struct JSONSurrogateRepairTests {
    @Test("an unpaired surrogate escape becomes \\ufffd in place; pairs, other escapes and text stay", arguments: [
        (#"["a\ud800b"]"#, #"["a\ufffdb"]"#),
        (#"["\udc00"]"#, #"["\ufffd"]"#),
        (#"["\ud800\ud800\udc00"]"#, #"["\ufffd\ud800\udc00"]"#),
        (#"{"k\uDBFF":"\uD83D"}"#, #"{"k\ufffd":"\ufffd"}"#),
        (#"["x\ud800"]"#, #"["x\ufffd"]"#),
    ])
    func repairs(input: String, expected: String) throws {
        let repaired = try #require(JSONSurrogateRepair.repaired(Data(input.utf8)))

        #expect(String(decoding: repaired, as: UTF8.self) == expected)
        #expect(try JSONSerialization.jsonObject(with: repaired) as Any? != nil)
    }

    @Test("nil when there is nothing to repair: pairs, an escaped backslash before u, text outside strings", arguments: [
        #"["\ud83d\ude80"]"#, #"["\\ud800"]"#, #"["plain"]"#, #"{"a":1}"#, #"["\u0041"]"#, #"ud800"#,
    ])
    func leavesAlone(input: String) {
        #expect(JSONSurrogateRepair.repaired(Data(input.utf8)) == nil)
    }

    @Test("a page with one lone surrogate maps whole, that text repaired")
    func searchPage() throws {
        let body = #"{"total_count":2,"incomplete_results":false,"items":["#
            + item(1, description: #"bad \ud800 text"#) + "," + item(2, description: "fine") + "]}"
        let response = HTTPResponse(status: 200, headers: [:], body: Data(body.utf8))

        let result = try GitHubSearchMapper.map(response, now: Date(timeIntervalSince1970: 1_795_435_200))

        #expect(result.repos.map(\.name) == ["r1", "r2"])
        #expect(result.repos.first?.description == "bad \u{FFFD} text")
    }

    // MARK: - Helpers

    private func item(_ id: Int, description: String) -> String {
        #"{"id":\#(id),"name":"r\#(id)","full_name":"o/r\#(id)","owner":{"login":"o"},"html_url":"https://github.com/o/r\#(id)","description":"\#(description)","language":null,"stargazers_count":5,"forks_count":1,"created_at":"2026-11-22T12:00:00Z"}"#
    }
}
