import Foundation
import Testing
import TrendingData
import TrendingTestSupport

@Suite("GitHubTrendingPageReader: repos")
struct GitHubTrendingPageReaderTests {
    @Test("reads every row of the 2021+ markup (h2 headings, /forks links) in page order")
    func currentMarkup() throws {
        let rows = makeSUT().repos(in: trendingPage("repos-2026-article.html"))

        #expect(rows.count == 25)
        #expect(rows.map(\.rank) == Array(1...25))
        let first = try #require(rows.first)
        #expect(first == TrendingPageRow(
            rank: 1, owner: "lumen-labs", name: "quill",
            description: "A fast, embeddable notes engine & sync protocol for <local-first> apps",
            language: "Rust", stars: 48231, forks: 2104, periodStars: 1601
        ))
        #expect(rows[1].description == "Skyline: a \"batteries-included\" component kit — it's themeable")
        #expect(rows[2].description == nil && rows[2].language == "Shell")
        #expect(rows[3].description == "軽量な分散キャッシュ 🚀 lightweight distributed cache")
        #expect(rows[4].language == nil && rows[4].stars == 955)
        #expect(rows[5].stars == 1_204_567 && rows[5].forks == 45_001)
        #expect(rows[6].owner == "x1" && rows[6].name == "a" && rows[6].forks == 0 && rows[6].periodStars == 1)
        #expect(rows[7].name == "C-sharp.tools" && rows[7].language == "C#")
        #expect(rows[7].description == "Refactorings for C# &amp; F# projects", "decoded once: the page escaped the literal text")
    }

    @Test("reads the 2019-2020 markup (h1 headings, /network/members forks links, a row without forks)")
    func articleH1Markup() {
        let rows = makeSUT().repos(in: trendingPage("repos-2020-article.html"))

        #expect(rows.count == 25)
        #expect(rows.first?.name == "quill" && rows.first?.forks == 2104 && rows.first?.periodStars == 1601)
        #expect(rows[6].forks == nil, "the 2020 page left out the forks link of a repo with none")
        #expect(rows.map(\.name) == makeSUT().repos(in: trendingPage("repos-2026-article.html")).map(\.name))
    }

    @Test("reads the 2018 list markup (li rows, h3 headings, /network links, stars this week)")
    func listMarkup() {
        let rows = makeSUT().repos(in: trendingPage("repos-2018-list.html"))

        #expect(rows.count == 25)
        #expect(rows.first == TrendingPageRow(
            rank: 1, owner: "lumen-labs", name: "quill",
            description: "A fast, embeddable notes engine & sync protocol for <local-first> apps",
            language: "Rust", stars: 48231, forks: 2104, periodStars: 1601
        ))
    }

    @Test("reads \"N stars this week\" on a weekly page")
    func weekly() {
        let rows = makeSUT().repos(in: trendingPage("repos-2026-weekly.html"))

        #expect(rows.count == 12)
        #expect(rows.first?.periodStars == 1601 && rows.last?.periodStars == 102)
    }

    @Test("ignores links in scripts, comments, menus, sponsor buttons and the footer")
    func chromeIsNotRows() {
        #expect(makeSUT().repos(in: trendingPage("repos-empty.html")).isEmpty)
        #expect(!makeSUT().listsNone(trendingPage("repos-empty.html")), "no row and no word of why: markup not understood")
        #expect(makeSUT().repos(in: trendingPage("repos-none.html")).isEmpty)
        #expect(makeSUT().listsNone(trendingPage("repos-none.html")), "GitHub's own blankslate: read, and empty")
        #expect(makeSUT().listsNone(Array("<h3>It looks like we don't have  any\n\ttrending\r\nrepositories</h3>".utf8)), "any HTML whitespace between words")
        // Only the words a browser shows: not a script's, a comment's or an attribute's.
        for hidden in [
            #"<script type="application/json">{"empty":"we don't have any trending repositories"}</script>"#,
            "<!-- we don't have any trending developers -->", #"<div data-empty="we don't have any trending repositories"></div>"#,
            // Nor a hidden element's (however its own kind nests in it), a title's, or a frame's stand-in.
            #"<div class="blankslate" hidden><div><h3>It looks like we don't have any trending repositories</h3></div></div>"#,
            "<title>We don't have any trending repositories</title>", "<noframes>we don't have any trending developers</noframes>",
            "<iframe>we don't have any trending repositories</iframe>", "<svg><title>we don't have any trending developers</title></svg>",
            "<dialog><p>we don't have any trending repositories</p></dialog>", "<details><p>we don't have any trending repositories</p></details>",
            #"<div style="DISPLAY: none"><p>we don't have any trending developers</p></div>"#, "<svg><desc>we don't have any trending repositories</desc></svg>",
        ] {
            #expect(!makeSUT().listsNone(Array("<main>\(hidden)</main>".utf8)), "\(hidden)")
        }
        #expect(makeSUT().listsNone(Array(#"<div hidden><div>x</div></div><div><h3>we don't have any trending repositories</h3></div>"#.utf8)), "shown after a hidden one closes")
        #expect(makeSUT().listsNone(Array("<dialog open><p>we don't have any trending repositories</p></dialog>".utf8)), "an open dialog is shown")
        #expect(!makeSUT().repos(in: trendingPage("repos-2026-article.html")).contains { $0.owner == "evil" || $0.owner == "sponsors" })
    }

    @Test("a comment ends where HTML ends it (`-->`, `--!>`, `<!-->`, `<!--->`), so no row after one is lost", arguments: [
        "<!-- promo slot --!>", "<!-->", "<!--->", "<!-- a -- b -- c -->", "<!-- <article class=\"Box-row\"><h2><a href=\"/evil/x\">x</a></h2> --!>",
    ])
    func commentEnds(comment: String) {
        let page = String(decoding: trendingPage("repos-2026-article.html"), as: UTF8.self)
        let first = page.range(of: "<article class=\"Box-row\">")!.lowerBound
        let commented = Array((page[..<first] + comment + "\n" + page[first...]).utf8)

        let rows = makeSUT().repos(in: commented)

        #expect(rows.count == makeSUT().repos(in: trendingPage("repos-2026-article.html")).count && rows.count == 25)
        #expect(rows.first.map { "\($0.owner)/\($0.name)" } == "lumen-labs/quill")
        #expect(!rows.contains { $0.owner == "evil" })
    }

    @Test("a row a browser does not show is no row and takes no place: hidden, display:none, a closed details or dialog, svg CDATA", arguments: [
        #"<article class="Box-row" hidden>ROW</article>"#, #"<article class="Box-row" style="color: red; Display : NONE">ROW</article>"#,
        "<details><summary>more</summary><article class=\"Box-row\">ROW</article></details>", "<dialog><article class=\"Box-row\">ROW</article></dialog>",
        "<div hidden><div><div>nested</div><article class=\"Box-row\">ROW</article></div></div>",
        #"<div style="display: none !important; display: block">ROW</div>"#,
        "<svg width=\"0\" height=\"0\"><![CDATA[<article class=\"Box-row\">ROW</article>]]></svg>",
    ])
    func unshownRows(wrapper: String) {
        let row = #"<h2><a href="/fake/hid">fake / hid</a></h2><p>unseen</p><a href="/fake/hid/stargazers">9,999</a> 5,000 stars today"#
        let page = String(decoding: trendingPage("repos-2026-article.html"), as: UTF8.self)
        let first = page.range(of: "<article class=\"Box-row\">")!.lowerBound
        let hidden = Array((page[..<first] + wrapper.replacingOccurrences(of: "ROW", with: row) + "\n" + page[first...]).utf8)

        let rows = makeSUT().repos(in: hidden)

        #expect(!rows.contains { $0.owner == "fake" }, "\(wrapper)")
        #expect(rows.count == 25 && rows.first.map { "\($0.owner)/\($0.name)" } == "lumen-labs/quill" && rows.first?.rank == 1, "\(wrapper)")
        #expect(rows.map(\.rank) == Array(1...25), "the rows after keep their places: \(wrapper)")
    }

    @Test("an open details or dialog is shown, and a style whose display is not none: its row reads")
    func openDetailsRow() {
        let row = #"<article class="Box-row"><h2><a href="/o/shown">o / shown</a></h2><a href="/o/shown/stargazers">12</a> 3 stars today</article>"#
        for wrapper in [
            "<details open>ROW</details>", "<dialog open>ROW</dialog>", "<div hidden></div>ROW",
            // Only a `display` declaration of its own hides (bb41 n2-D3); the last one wins, as in CSS.
            #"<div style="--sm-display:none">ROW</div>"#, #"<div style="/* display:none */ color: red">ROW</div>"#,
            #"<div style="display: none; display: block">ROW</div>"#, #"<div style="content: 'display:none'">ROW</div>"#,
            #"<div style="display: block !important; display: none">ROW</div>"#,
        ] {
            let rows = makeSUT().repos(in: Array("<main>\(wrapper.replacingOccurrences(of: "ROW", with: row))</main>".utf8))
            #expect(rows.map { "\($0.owner)/\($0.name)" } == ["o/shown"], "\(wrapper)")
        }
    }

    @Test("a link's character references are decoded as a browser decodes them; what they hide is refused as it would be plain", arguments: [
        ("/lumen&#x2D;labs/quill", "lumen-labs/quill"), ("/lumen-labs&#x2F;quill", "lumen-labs/quill"), ("/&#108;umen-labs/quill", "lumen-labs/quill"),
        ("/lumen-labs/quill&quest;x=1", nil), ("/lumen-labs/&period;&period;", nil), ("/lumen-labs/quill&amp;x", nil), ("&#x2F;&#x2F;evil.example/x", nil),
    ] as [(String, String?)])
    func linkReferences(href: String, read: String?) {
        let page = String(decoding: trendingPage("repos-2026-article.html"), as: UTF8.self)
            .replacingOccurrences(of: "href=\"/lumen-labs/quill\" data-view-component", with: "href=\"\(href)\" data-view-component")

        let first = makeSUT().repos(in: Array(page.utf8)).first

        #expect((first.map { "\($0.owner)/\($0.name)" } == "lumen-labs/quill") == (read != nil), "\(String(describing: first))")
        #expect(first?.rank == (read == nil ? 2 : 1), "a refused row keeps its place: the next is GitHub's second")
    }

    @Test("reads no repo rows from a developers page")
    func developersPage() {
        #expect(makeSUT().repos(in: trendingPage("developers-2026.html")).isEmpty)
    }

    // MARK: - Hostile pages

    @Test("strips escape sequences, controls and bidi overrides from descriptions and languages")
    func controlCharacters() throws {
        let rows = makeSUT().repos(in: trendingPage("repos-hostile.html"))
        let wrecker = try #require(rows.first { $0.name == "term-wrecker" })

        #expect(wrecker.description == "Clears your screen then rings red RTL")
        #expect(wrecker.language == "Go")
        for row in rows {
            let text = [row.owner, row.name, row.description ?? "", row.language ?? ""].joined()
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) })
        }
    }

    @Test("drops rows whose heading link is not /OWNER/REPO, duplicates and rows with no star evidence")
    func badNames() {
        let rows = makeSUT().repos(in: trendingPage("repos-hostile.html"))

        #expect(rows.map { "\($0.owner)/\($0.name)" } == ["evil-corp/term-wrecker", "fine/row", "counts/wrong", "counts/huge"])
        #expect(rows.map(\.rank) == [1, 2, 8, 9], "a row's place on the page counts the rows before it that were dropped")
    }

    @Test("ranks a row by its place among the page's rows as GitHub shows them, counting rows it could not use")
    func ranksCountDroppedRows() {
        let rows = makeSUT().repos(in: trendingPage("repos-hostile-ranks.html"))

        #expect(rows.map { "\($0.owner)/\($0.name)" } == ["lumen-labs/quill", "quietbyte/dotfiles.d", "hanami-works/kumo"])
        #expect(rows.map(\.rank) == [1, 4, 5])
    }

    @Test("ranks rows in lists of the 2018 markup and rows outside any row element in order, never twice the same")
    func ranksOfOtherShapes() {
        let row = { (owner: String, stars: Int) in
            "<li><h3><a href=\"/\(owner)/r\">\(owner) / r</a></h3><a href=\"/\(owner)/r/stargazers\">\(stars)</a></li>"
        }
        let list = "<ol>" + row("one", 5) + row("-bad", 4) + row("three", 3) + "</ol><ol>" + row("again", 2) + "</ol>"
        let bare = "<div><h2><a href=\"/a/r\">a</a></h2><a href=\"/a/r/stargazers\">1</a></div><div><h2><a href=\"/b/r\">b</a></h2><a href=\"/b/r/stargazers\">1</a></div>"

        #expect(makeSUT().repos(in: Array(list.utf8)).map(\.rank) == [1, 3, 4], "a second list's first row still comes after the first list's")
        #expect(makeSUT().repos(in: Array(bare.utf8)).map(\.rank) == [1, 2])
    }

    @Test("reads only owners GitHub has: 1 to 39 letters, digits and hyphens, no hyphen first (a legacy login's trailing or doubled one kept); repo names up to 100 characters, not . or ..")
    func ownerAndRepoNames() {
        let row = { (path: String) in
            "<article><h2><a href=\"\(path)\">x</a></h2><a href=\"\(path)/stargazers\">1</a></article>"
        }
        let refused = [
            "/-abc/r", "/\(String(repeating: "a", count: 40))/r", "/under_score/r", "/dot.ted/r",
            "/ok/\(String(repeating: "r", count: 101))", "/ok/r%20x",
        ]
        let allowed = [
            "/\(String(repeating: "a", count: 39))/r", "/a-b-c/x.y_z-1", "/9/\(String(repeating: "r", count: 100))", "/o/.github",
            "/abc-/r", "/a--b/r",
        ]

        let rows = makeSUT().repos(in: Array((refused + allowed).map(row).joined().utf8))

        #expect(rows.map { "/\($0.owner)/\($0.name)" } == allowed)
    }

    @Test("reads counts that are not comma-grouped numbers within reason as missing")
    func badCounts() throws {
        let rows = makeSUT().repos(in: trendingPage("repos-hostile.html"))
        let wrong = try #require(rows.first { $0.name == "wrong" })
        let huge = try #require(rows.first { $0.name == "huge" })

        #expect(wrong.stars == nil && wrong.forks == nil && wrong.periodStars == nil)
        #expect(huge.stars == nil && huge.forks == nil && huge.periodStars == nil)
    }

    @Test("reads no row from an empty page, a page of text, or bytes that are not HTML")
    func noRows() {
        let sut = makeSUT()
        #expect(sut.repos(in: []).isEmpty)
        #expect(sut.repos(in: Array("Service unavailable".utf8)).isEmpty)
        #expect(sut.repos(in: Array("{\"message\":\"Not Found\"}".utf8)).isEmpty)
        #expect(sut.repos(in: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) }).isEmpty)
    }

    @Test("keeps the rows before the cut of a truncated page, and reads the row cut short as far as it goes")
    func truncated() throws {
        let full = trendingPage("repos-2026-article.html")
        let rows = makeSUT().repos(in: full)
        let thirdRowStart = try #require(byteOffsets(of: "<article class=\"Box-row\">\n", in: full).dropFirst(2).first)
        let cut = Array(full[..<(thirdRowStart + 200)])

        let truncatedRows = makeSUT().repos(in: cut)

        #expect(truncatedRows == Array(rows.prefix(2)), "the third row was cut before its heading")
        for length in stride(from: 0, to: full.count, by: 997) {
            let partial = makeSUT().repos(in: Array(full[..<length]))
            #expect(partial.count <= rows.count)
            #expect(zip(partial, rows).allSatisfy { $0.owner == $1.owner && $0.name == $1.name })
        }
    }

    @Test("reads rows around huge attributes, unterminated quotes and comments in bounded time")
    func hugeAndUnterminated() {
        let sut = makeSUT()
        let hugeAttribute = "<article><h2><a data-x=\"" + String(repeating: "A", count: 2_000_000) + "\" href=\"/big/attr\">big</a></h2>"
            + "<a href=\"/big/attr/stargazers\">7</a></article>"
        #expect(sut.repos(in: Array(hugeAttribute.utf8)).map(\.stars) == [7])

        let unterminatedQuote = "<article><h2><a href=\"/q/r\">q</a></h2><a href=\"/q/r/stargazers\">1</a></article><a href=\"" + String(repeating: "x", count: 1_000_000)
        #expect(sut.repos(in: Array(unterminatedQuote.utf8)).map(\.name) == ["r"])

        let unterminatedComment = "<article><h2><a href=\"/c/r\">c</a></h2><a href=\"/c/r/stargazers\">1</a></article><!--" + String(repeating: "<article>", count: 100_000)
        #expect(sut.repos(in: Array(unterminatedComment.utf8)).map(\.name) == ["r"])

        let deep = String(repeating: "<div>", count: 200_000) + "<article><h2><a href=\"/d/r\">d</a></h2><a href=\"/d/r/stargazers\">1</a></article>"
        #expect(sut.repos(in: Array(deep.utf8)).count <= 1)
    }

    @Test("does constant work per tag where a page is deep, and grows a long text in place")
    func deepAndLong() {
        let sut = makeSUT()
        let deepImages = String(repeating: "<article>", count: 500) + String(repeating: "<img src=x><b></b>", count: 200_000)
            + "<h1><a href=\"/dev\">Dev</a></h1>" + String(repeating: "</article>", count: 500)
        #expect(sut.developers(in: Array(deepImages.utf8)).map(\.login) == ["dev"])

        let longText = "<article><h2><a href=\"/o/r\">r</a></h2><p>" + String(repeating: "x<b></b>", count: 300_000)
            + "</p><a href=\"/o/r/stargazers\">1</a></article>"
        let rows = sut.repos(in: Array(longText.utf8))
        #expect(rows.count == 1 && (rows.first?.description?.count ?? 0) <= 1000)
    }

    @Test("reads 10 MB of junk around a real page without trouble, and caps the rows a page may claim")
    func junk() {
        var generator = SplitMix64(seed: 23)
        var junk = [UInt8](repeating: 0, count: 10_000_000)
        let alphabet = Array("<>/\"'=&;# \n\tah2articlep".utf8)
        for index in junk.indices { junk[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        let sut = makeSUT()

        let rows = sut.repos(in: junk + trendingPage("repos-2026-article.html"))
        #expect(rows.count <= 100)

        let many = String(repeating: "<article><h2><a href=\"/o/r\">x</a></h2><a href=\"/o/r/stargazers\">1</a></article>", count: 1)
            + (0..<5_000).map { "<article><h2><a href=\"/o/r\($0)\">x</a></h2><a href=\"/o/r\($0)/stargazers\">1</a></article>" }.joined()
        #expect(sut.repos(in: Array(many.utf8)).count == 100)
    }

    // MARK: - Helpers

    private func makeSUT() -> GitHubTrendingPageReader {
        GitHubTrendingPageReader()
    }
}

func trendingPage(_ name: String) -> [UInt8] {
    Array(Fixtures.data("trending-page/" + name))
}

func byteOffsets(of needle: String, in bytes: [UInt8]) -> [Int] {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return [] }
    return (0...(bytes.count - pattern.count)).filter { bytes[$0] == pattern[0] && Array(bytes[$0..<($0 + pattern.count)]) == pattern }
}
