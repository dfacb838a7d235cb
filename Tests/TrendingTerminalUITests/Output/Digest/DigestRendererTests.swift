import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TrendingTerminalUI
import TrendingData
import TrendingPresentation

@Suite("Markdown and Atom renderers")
struct DigestRendererTests {
    @Test("a Markdown item: linked name, stars, gain, language, description")
    func markdownItem() {
        let entries = DigestEntry.entries(list([row(delta: GainText(full: "+1.2k ★ since 6h ago", short: "+1.2k ★", cell: "+1.2k"))]), links: github)

        #expect(MarkdownRenderer.render(entries)
            == "- [octo-org/rocket](https://github.com/octo-org/rocket) · ★ 12.3k · +1.2k ★ since 6h ago · Swift —\n  Ships fast\n")
    }

    @Test("without a gain, language or description, says only what is known")
    func markdownSparse() {
        let entries = DigestEntry.entries(list([row(description: nil, language: nil)]), links: github)

        #expect(MarkdownRenderer.render(entries) == "- [octo-org/rocket](https://github.com/octo-org/rocket) · ★ 12.3k\n")
    }

    @Test("a hostile repo gets one link, to its page on the site, and its text can't break out")
    func markdownHostile() {
        let hostile = row(
            owner: "o", name: "x](https://evil.example)", description: "[win](https://evil.example) <b>hi</b> | **now**",
            url: "https://evil.example/phish"
        )

        let markdown = MarkdownRenderer.render(DigestEntry.entries(list([hostile]), links: github))

        // Wrapped at 100 columns; unwrapped, the one line it was.
        #expect(markdown.replacingOccurrences(of: "\n  ", with: " ") == #"- [o/x\]\(https\://evil.example\)](https://github.com/o/x%5D%28https%3A%2F%2Fevil.example%29) · ★ 12.3k · Swift — \[win\]\(https\://evil.example\) \<b\>hi\</b\> \| \*\*now\*\*"# + "\n")
        #expect(markdown.components(separatedBy: "](").count == 2, "exactly one link")
    }

    @Test("no entries, no Markdown at all")
    func markdownEmpty() {
        #expect(MarkdownRenderer.render([]) == "")
    }

    @Test("an Atom feed escapes XML specials and drops control characters, and parses")
    func atomHostile() throws {
        let hostile = row(owner: "o", name: "r", description: "</summary><script>&'\"\u{1}\u{7F}\u{85}ok\u{1B}", language: "C<++>")
        let feed = AtomRenderer.Feed(id: "tag:github.com,2026:trending?since=daily", title: "A & B", updated: "2026-11-23T12:00:00Z",
                                     link: "https://github.com/search?q=a&s=stars", generatorVersion: "0.1.0")

        let xml = AtomRenderer.render(DigestEntry.entries(list([hostile]), links: github), feed: feed)

        #expect(xml.contains("<summary type=\"text\">★ 12.3k · C&lt;++&gt; — &lt;/summary&gt;&lt;script&gt;&amp;&apos;&quot; ok</summary>"))
        #expect(xml.contains("<title type=\"text\">A &amp; B</title>"))
        #expect(xml.contains("href=\"https://github.com/search?q=a&amp;s=stars\""))
        #expect(!xml.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(xml.utf8))
        let summary = try #require(document.rootElement()?.elements(forName: "entry").first?.elements(forName: "summary").first)
        #expect(summary.stringValue == "★ 12.3k · C<++> — </summary><script>&'\" ok")
        #endif
    }

    @Test("an entry's id is the same for the same repo, whatever case or URL GitHub sends")
    func stableIDs() {
        let first = DigestEntry.entries(list([row(owner: "Octo-Org", name: "Rocket", url: "https://github.com/Octo-Org/Rocket")]), links: github)
        let second = DigestEntry.entries(list([row(owner: "octo-org", name: "rocket", url: "https://evil.example/")]), links: github)

        #expect(first[0].id == "https://github.com/octo-org/rocket")
        #expect(first[0].id == second[0].id)
        #expect(first[0].url == "https://github.com/Octo-Org/Rocket")
    }

    // MARK: - Helpers

    private let github = GitHubWebLinks(apiBase: URL(string: "https://api.github.com")!)

    private func row(
        owner: String = "octo-org", name: String = "rocket", description: String? = "Ships fast", language: String? = "Swift",
        url: String? = nil, delta: GainText? = nil
    ) -> (RepoRowViewModel, RepoRecord) {
        let url = url ?? "https://github.com/\(owner)/\(name)"
        return (
            RepoRowViewModel(rank: "1", fullName: "\(owner)/\(name)", description: description.map(DisplayText.line), stars: "12.3k",
                             language: language.map(DisplayText.line), created: "3 days ago", url: .line(url), delta: delta),
            RepoRecord(rank: 1, fullName: "\(owner)/\(name)", owner: owner, name: name, description: description, language: language,
                       stars: 12_345, forks: 7, url: url, createdAt: "2026-11-20T12:00:00Z")
        )
    }

    private func list(_ rows: [(RepoRowViewModel, RepoRecord)]) -> TrendingListViewModel {
        TrendingListViewModel(rows: rows.map(\.0), records: rows.map(\.1), emptyMessage: nil)
    }
}
