import Foundation
import Testing
import TrendingData

@Suite("LinkHeader")
struct LinkHeaderTests {
    @Test("finds next among next and last, as GitHub sends them")
    func nextAndLast() {
        let header = #"<https://api.github.com/search/repositories?q=swift&per_page=1&page=2>; rel="next", <https://api.github.com/search/repositories?q=swift&per_page=1&page=1000>; rel="last""#
        #expect(LinkHeader.next(in: header)?.absoluteString == "https://api.github.com/search/repositories?q=swift&per_page=1&page=2")
        #expect(LinkHeader.url(for: "last", in: header)?.absoluteString.hasSuffix("page=1000") == true)
    }

    @Test("finds next among all four relations in any order")
    func fourRelations() {
        let header = #"<https://x.test/?page=1>; rel="first", <https://x.test/?page=1>; rel="prev", <https://x.test/?page=3>; rel="next", <https://x.test/?page=9>; rel="last""#
        #expect(LinkHeader.next(in: header)?.absoluteString == "https://x.test/?page=3")
    }

    @Test("has no next on the last page, or with no header")
    func noNext() {
        #expect(LinkHeader.next(in: #"<https://x.test/?page=1>; rel="first", <https://x.test/?page=8>; rel="prev""#) == nil)
        #expect(LinkHeader.next(in: nil) == nil)
        #expect(LinkHeader.next(in: "") == nil)
    }

    @Test("reads unquoted, upper-case and multi-valued rel parameters")
    func variants() {
        #expect(LinkHeader.next(in: "<https://x.test/2>; rel=next")?.absoluteString == "https://x.test/2")
        #expect(LinkHeader.next(in: #"<https://x.test/2>; REL="NEXT""#)?.absoluteString == "https://x.test/2")
        #expect(LinkHeader.next(in: #"<https://x.test/2>; title="a, b"; rel="prefetch next""#)?.absoluteString == "https://x.test/2")
    }

    @Test("reads malformed headers without crashing: no next page, or the one a lenient reader sees", arguments: [
        ("<unterminated", nil), ("garbage", nil), (#"<>; rel="next""#, nil), (";;;,,,<", nil),
        // A missing ';' before rel is forgiven, as browsers forgive it.
        ("<https://x.test/2> rel=next", "https://x.test/2"),
    ] as [(String, String?)])
    func malformed(header: String, next: String?) {
        #expect(LinkHeader.next(in: header)?.absoluteString == next)
    }

    @Test("resolves a relative target against the address that answered, as RFC 8288 says", arguments: [
        ("</search/repositories?q=a&page=2>; rel=\"next\"", "http://127.0.0.1:8080/search/repositories?q=a&page=2"),
        ("<?q=a&page=3>; rel=\"next\"", "http://127.0.0.1:8080/search/repositories?q=a&page=3"),
        ("<//other.test/x?page=2>; rel=\"next\"", "http://other.test/x?page=2"),
        ("<https://api.github.com/x?page=2>; rel=\"next\"", "https://api.github.com/x?page=2"),
    ])
    func relative(header: String, next: String) {
        let base = URL(string: "http://127.0.0.1:8080/search/repositories?q=a&page=1")!
        #expect(LinkHeader.next(in: header, relativeTo: base)?.absoluteString == next)
    }

    @Test("leaves a relative target relative with no address to resolve it against")
    func relativeWithoutBase() {
        let url = LinkHeader.next(in: "</x?page=2>; rel=next")
        #expect(url?.host == nil)
    }
}
