import Foundation
import Testing
@testable import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The fast search-page reader gives exactly what `JSONDecoder` gives, or leaves the page to it.
@Suite("SearchPageReader")
struct SearchPageReaderTests {
    @Test("every fixture reads as JSONDecoder reads it, and every search page takes the fast path")
    func fixtures() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Fixtures.root.path)
            .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }
            .filter { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: Fixtures.url($0).path, isDirectory: &folder) && !folder.boolValue }
        #expect(files.count >= 16)
        for file in files {
            let body = Fixtures.data(file)
            let fast = SearchPageReader.read(body)
            #expect(fast == nil || fast == GitHubSearchMapper.decoded(body), "\(file)")
            if file.hasPrefix("search/") || file.hasPrefix("api/search/") {
                #expect(fast != nil, "\(file) should not need JSONDecoder")
            }
        }
    }

    @Test("reads the fields of a real page exactly")
    func page() throws {
        let body = Fixtures.data("search/100-items.json")

        let fast = try #require(SearchPageReader.read(body))

        #expect(fast.items.count == 100)
        #expect(fast == GitHubSearchMapper.decoded(body))
    }

    @Test("agrees with JSONDecoder on unusual pages, or leaves them to it", arguments: [
        // Escapes, including a surrogate pair, in fields that are kept and in keys that are not.
        item(#""description":"a \"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 \u0000""#),
        item(#""description":"lone \ud83d surrogate""#),
        item(#""description":"reversed \ude00\ud83d""#),
        item(#""descr\u0069ption":"escaped key""#),
        item(#""description":null,"language":null,"owner":null"#),
        item(#""owner":{"id":1,"login":"ann","x":[1,{"y":null}]}"#),
        item(#""owner":{"id":1}"#),
        item(#""owner":{"login":null}"#),
        item(#""owner":"ann""#),
        // Numbers: an integer written as a fraction or an exponent, big ones, negative zero.
        item(#""forks_count":1.0"#), item(#""forks_count":1e2"#), item(#""stargazers_count":-0"#),
        item(#""stargazers_count":123456789012345678901234"#), item(#""stargazers_count":9223372036854775807"#),
        item(#""stargazers_count":123456789012345678901234"#, dropping: ["stargazers_count"]),
        item(#""id":92233720368547758075"#, dropping: ["id"]), item(#""stargazers_count":999999999999999999"#, dropping: ["stargazers_count"]),
        item(#""score":1.5e-3,"size":-12,"weight":0.0"#), item(#""score":01"#), item(#""score":1."#), item(#""score":.5"#),
        // Enterprise synonyms, used only when the usual names are missing.
        item(#""watchers_count":7"#, dropping: ["stargazers_count"]),
        item(#""forks":3"#, dropping: ["forks_count"]),
        item(#""watchers_count":"many""#),
        item(#""watchers_count":"many""#, dropping: ["stargazers_count"]),
        item(#""stargazers_count":null,"watchers_count":9"#, dropping: ["stargazers_count"]),
        item("", dropping: ["stargazers_count"]),
        // Dates: GitHub's own form, and forms only JSONDecoder judges.
        item(#""created_at":"2024-02-29T23:59:59Z""#, dropping: ["created_at"]),
        item(#""created_at":"2023-02-29T00:00:00Z""#, dropping: ["created_at"]),
        item(#""created_at":"2026-11-22T13:00:00.123Z""#, dropping: ["created_at"]),
        item(#""created_at":"2026-11-22T13:00:00+01:00""#, dropping: ["created_at"]),
        item(#""created_at":"2026-11-22T24:00:00Z""#, dropping: ["created_at"]),
        // Julian days in JSONDecoder's parser before the Gregorian reform (a fuzz find).
        item(#""created_at":"1013-11-23T02:10:13Z""#, dropping: ["created_at"]),
        item(#""created_at":"1582-10-10T00:00:00Z""#, dropping: ["created_at"]),
        item(#""created_at":"1583-01-01T00:00:00Z""#, dropping: ["created_at"]),
        item(#""created_at":null"#, dropping: ["created_at"]),
        item(#""created_at":"bogus""#, dropping: ["created_at"]), item(#""created_at":"2026-11-23""#, dropping: ["created_at"]),
        // Duplicates, missing and mistyped fields.
        item(#""name":"twice""#), item(#""id":"7""#), item("", dropping: ["name"]), item(#""html_url":5"#, dropping: ["html_url"]),
        // Whole pages.
        #"{"items":[]}"#, #"{"items":[],"incomplete_results":null}"#, #"{"incomplete_results":true,"items":[]}"#,
        #"{"incomplete_results":"yes","items":[]}"#, #"{"items":[],"items":[]}"#, #"{"total_count":1}"#, #"[]"#, "",
        " \n{ \"items\" : [ ] , \"total_count\" : 0 } \n", #"{"items":[]} x"#, #"{"items":[],}"#, #"{"items":[1]}"#,
        "\u{FEFF}{\"items\":[]}", #"{"items":[],"deep":"# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}",
        #"{"items":[],"t":tru}"#, #"{"items":[],"c":"raw\#u{01}control"}"#,
    ])
    func agrees(page: String) {
        assertAgrees(Data(page.utf8))
    }

    @Test("handles these itself, without JSONDecoder", arguments: [
        item(#""description":"a \"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00""#, dropping: ["description"]),
        item(#""description":null,"language":null,"owner":null"#, dropping: ["description", "language", "owner"]),
        item(#""owner":{"id":1,"login":"ann","x":[1,{"y":null}],"t":true,"f":false}"#, dropping: ["owner"]),
        item(#""score":1.5e-3,"size":-12,"weight":0.0,"topics":[]"#),
        item(#""watchers_count":7"#, dropping: ["stargazers_count"]),
        item(#""created_at":"2024-02-29T23:59:59Z""#, dropping: ["created_at"]),
        item(#""html_url":null"#, dropping: ["html_url"]), item("", dropping: ["html_url"]),
        " \n{ \"items\" : [ ] , \"total_count\" : 0 } \n",
    ])
    func fastPath(page: String) {
        let body = Data(page.utf8)
        #expect(SearchPageReader.read(body) != nil)
        #expect(SearchPageReader.read(body) == GitHubSearchMapper.decoded(body))
    }

    @Test("invalid UTF-8 anywhere is left to JSONDecoder")
    func invalidUTF8() {
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] {
            var body = Array(#"{"items":[],"other":""#.utf8)
            body += bad + Array(#""}"#.utf8)
            #expect(SearchPageReader.read(Data(body)) == nil)
            assertAgrees(Data(body))
        }
    }

    @Test("reads the Enterprise synonyms when the usual fields are missing")
    func synonyms() throws {
        let body = Data(item(#""watchers_count":7,"forks":3"#, dropping: ["stargazers_count", "forks_count"]).utf8)

        let fast = try #require(SearchPageReader.read(body))

        #expect(fast.items.first?.stars == 7)
        #expect(fast.items.first?.forkCount == 3)
        #expect(fast == GitHubSearchMapper.decoded(body))
    }

    @Test("reads total_count for browse's footer; a count that is no whole number is left to JSONDecoder, which ignores it")
    func totalCount() throws {
        let page = #"{"total_count":%,"incomplete_results":false,"items":[]}"#
        let counted = Data(page.replacing("%", with: "4321").utf8)
        #expect(try #require(SearchPageReader.read(counted)).total_count == 4321)
        let null = Data(page.replacing("%", with: "null").utf8)
        #expect(try #require(SearchPageReader.read(null)).total_count == nil)
        for odd in ["1.5", #""12""#, "99999999999999999999", "{}"] {
            let body = Data(page.replacing("%", with: odd).utf8)
            #expect(SearchPageReader.read(body) == nil)
            #expect(GitHubSearchMapper.decoded(body)?.total_count == nil)
        }
    }

    @Test("a missing star or fork count reads as JSONDecoder reads it: nil, the mapper's business")
    func missingCounts() throws {
        let body = Data(item("", dropping: ["stargazers_count", "forks_count"]).utf8)

        let fast = try #require(SearchPageReader.read(body))

        #expect(fast.items.first?.stars == nil)
        #expect(fast.items.first?.forkCount == nil)
        #expect(fast == GitHubSearchMapper.decoded(body))
    }

    private func assertAgrees(_ body: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = SearchPageReader.read(body)
        let slow = GitHubSearchMapper.decoded(body)
        #expect(fast == nil || fast == slow, "\(String(decoding: body, as: UTF8.self))", sourceLocation: sourceLocation)
    }
}

/// A one-item page: a plain item with `extra` members added after it and `dropping` left out.
private func item(_ extra: String, dropping: Set<String> = []) -> String {
    let fields: [(String, String)] = [
        ("id", "1"), ("name", #""rocket""#), ("full_name", #""octo/rocket""#), ("owner", #"{"login":"octo"}"#),
        ("html_url", #""https://github.com/octo/rocket""#), ("description", #""d""#), ("language", #""Swift""#),
        ("stargazers_count", "10"), ("forks_count", "2"), ("created_at", #""2026-11-22T13:00:00Z""#),
    ]
    let members = fields.filter { !dropping.contains($0.0) }.map { "\"\($0.0)\":\($0.1)" } + (extra.isEmpty ? [] : [extra])
    return #"{"total_count":1,"incomplete_results":false,"items":[{"# + members.joined(separator: ",") + "}]}"
}
