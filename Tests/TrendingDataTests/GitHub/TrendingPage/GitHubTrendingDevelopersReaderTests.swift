import Foundation
import Testing
import TrendingData
import TrendingTestSupport

@Suite("GitHubTrendingPageReader: developers")
struct GitHubTrendingDevelopersReaderTests {
    @Test("reads every developer of the current markup with name, popular repo and its description")
    func currentMarkup() {
        let rows = makeSUT().developers(in: trendingPage("developers-2026.html"))

        #expect(rows.count == 25)
        #expect(rows.map(\.rank) == Array(1...25))
        #expect(Array(rows.prefix(5)) == [
            TrendingDeveloperRow(rank: 1, login: "ada-k", displayName: "Ada Kowalski", popularRepo: "lumen-labs/quill",
                                 popularRepoDescription: "A fast, embeddable notes engine & sync protocol"),
            TrendingDeveloperRow(rank: 2, login: "tkd", displayName: "田中 健太", popularRepo: "tkd/kumo-cli",
                                 popularRepoDescription: "Command line for kumo 🚀"),
            TrendingDeveloperRow(rank: 3, login: "m-ortiz", displayName: nil, popularRepo: "m-ortiz/dotenv-lint", popularRepoDescription: nil),
            TrendingDeveloperRow(rank: 4, login: "gull", displayName: "Gull \"The Seabird\" O'Neil", popularRepo: nil, popularRepoDescription: nil),
            TrendingDeveloperRow(rank: 5, login: "orbitfox", displayName: "Orbit Fox", popularRepo: "orbitfox/skyline-ui",
                                 popularRepoDescription: "Skyline: a component kit"),
        ])
    }

    @Test("a developer a browser does not show is no row and takes no place (bb40 l2-D1)")
    func hiddenDeveloper() {
        let page = String(decoding: trendingPage("developers-2026.html"), as: UTF8.self)
        let first = page.range(of: "<article class=\"Box-row")!.lowerBound
        let ghost = #"<article class="Box-row" hidden><img src="/x.png"><h1><a href="/ghost">Ghost</a></h1></article>"#
        let rows = makeSUT().developers(in: Array((page[..<first] + ghost + "\n" + page[first...]).utf8))

        #expect(!rows.contains { $0.login == "ghost" })
        #expect(rows.count == 25 && rows.first?.login == "ada-k" && rows.first?.rank == 1)
    }

    @Test("rows that are divs, not articles, read the same: the row is what holds the avatar and the heading")
    func divRows() {
        let page = String(decoding: trendingPage("developers-2026.html"), as: UTF8.self)
        // Each row's <article class="Box-row …"> … </article> becomes a <div>; the popular repo's inner <article> stays.
        var out = "", rest = page[...], outer: [Bool] = []
        while let open = rest.range(of: "<article"), let close = rest.range(of: "</article>") {
            if open.lowerBound < close.lowerBound {
                let isRow = rest[open.upperBound...].hasPrefix(" class=\"Box-row")
                outer.append(isRow)
                out += rest[..<open.lowerBound] + (isRow ? "<div" : "<article")
                rest = rest[open.upperBound...]
            } else {
                out += rest[..<close.lowerBound] + ((outer.popLast() ?? false) ? "</div>" : "</article>")
                rest = rest[close.upperBound...]
            }
        }
        out += rest
        #expect(!out.contains("<article class=\"Box-row"))

        #expect(makeSUT().developers(in: Array(out.utf8)) == makeSUT().developers(in: trendingPage("developers-2026.html")))
    }

    @Test("reads the 2019-2020 markup the same way")
    func olderMarkup() {
        #expect(makeSUT().developers(in: trendingPage("developers-2020.html")) == makeSUT().developers(in: trendingPage("developers-2026.html")))
    }

    @Test("takes no sponsor button for a popular repo when a developer has none")
    func sponsorIsNotARepo() {
        let gull = makeSUT().developers(in: trendingPage("developers-2026.html")).first { $0.login == "gull" }
        #expect(gull?.popularRepo == nil)
    }

    @Test("reads no developers from a repos page, an empty page or junk")
    func noRows() {
        let sut = makeSUT()
        #expect(sut.developers(in: trendingPage("repos-2026-article.html")).isEmpty)
        #expect(sut.developers(in: trendingPage("repos-empty.html")).isEmpty)
        #expect(sut.developers(in: []).isEmpty)
        #expect(sut.developers(in: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) }).isEmpty)
    }

    @Test("drops logins GitHub does not allow and strips controls from names and descriptions")
    func hostile() {
        let row = { (href: String, name: String) in
            "<article><a href=\"\(href)\"><img src=\"a.png\"></a><h1><a href=\"\(href)\">\(name)</a></h1>"
                + "<article><h1><a href=\"/ok/repo\">repo</a></h1><div>desc\u{1B}[2J &#27;]0;title&#7; here\u{202E}</div></article></article>"
        }
        let html = [
            row("/../etc", "dots"), row("/-lead", "hyphen"), row("/way-too-long-login-name-that-github-would-refuse", "long"),
            row("/trending", "reserved"), row("/a?b", "query"), row("/fine", "Fine \u{1B}[31mName\u{07}"), row("/fine", "again"),
        ].joined()

        let rows = makeSUT().developers(in: Array(html.utf8))

        #expect(rows == [TrendingDeveloperRow(rank: 6, login: "fine", displayName: "Fine Name", popularRepo: "ok/repo",
                                              popularRepoDescription: "desc here")], "the sixth row GitHub shows, after five dropped")
    }

    @Test("a name that is the login again is no name; one differing from it in case only is a name")
    func nameLikeTheLogin() {
        let row = { (login: String, name: String) in
            "<article><a href=\"/\(login)\"><img src=\"a.png\"></a><h1><a href=\"/\(login)\">\(name)</a></h1></article>"
        }
        let rows = makeSUT().developers(in: Array(("<div>" + row("ziggy", "Ziggy") + row("plain", "plain") + "</div>").utf8))
        #expect(rows.map(\.displayName) == ["Ziggy", nil], "\(rows)")
    }

    @Test("ranks a developer by their place on the page, counting the rows it could not use, and takes no popular repo GitHub can't have")
    func ranksAndPopularRepoNames() {
        let row = { (login: String, repo: String) in
            "<article><a href=\"/\(login)\"><img src=\"a.png\"></a><h1><a href=\"/\(login)\">\(login)</a></h1>"
                + "<article><h1><a href=\"/\(repo)\">repo</a></h1></article></article>"
        }
        let html = "<div>" + [
            row("first", "first/r"), row("-lead", "x/r"), row(String(repeating: "a", count: 40), "x/r"), row("fourth", "-bad/r"),
        ].joined() + "</div>"

        let rows = makeSUT().developers(in: Array(html.utf8))

        #expect(rows.map(\.login) == ["first", "fourth"])
        #expect(rows.map(\.rank) == [1, 4])
        #expect(rows.map(\.popularRepo) == ["first/r", nil])
    }

    @Test("reads a truncated developers page as far as it goes")
    func truncated() {
        let full = trendingPage("developers-2026.html")
        let rows = makeSUT().developers(in: full)
        for length in stride(from: 0, to: full.count, by: 1499) {
            let partial = makeSUT().developers(in: Array(full[..<length]))
            #expect(zip(partial, rows).allSatisfy { $0.login == $1.login })
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> GitHubTrendingPageReader {
        GitHubTrendingPageReader()
    }
}
