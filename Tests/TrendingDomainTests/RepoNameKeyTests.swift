import Testing
import TrendingDomain

@Suite("RepoName.key: the case-folded form lookups go by")
struct RepoNameKeyTests {
    @Test("is `owner/name` lower-cased, as Unicode case mapping does it", arguments: [
        ("Apple", "Swift"), ("octo-org", "rocket"), ("A", "Z.-_~"), ("@[`{", "AZaz09"), ("", ""),
        ("ÜBER", "Straße"), ("İstanbul", "ΣΊΣΥΦΟΣ"), ("ＡＢＣ", "x"), ("owner", "naïve"), ("K", "\u{212A}elvin"),
    ])
    func foldsCase(owner: String, name: String) {
        let sut = RepoName(owner: owner, name: name)

        #expect(sut.key == "\(owner)/\(name)".lowercased())
    }
}
