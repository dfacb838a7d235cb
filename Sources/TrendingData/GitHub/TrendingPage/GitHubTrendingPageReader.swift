/// Reads GitHub's trending pages with a small tolerant HTML scanner of its own: rows are found by
/// structure, not by class names, so the reader survives the markup changes GitHub has made
/// since 2018; every text is entity-decoded and sanitized, every name validated. Work is linear
/// in the page's length whatever it holds.
public struct GitHubTrendingPageReader: TrendingPageReading {
    public init() {}

    public func repos(in page: [UInt8]) -> [TrendingPageRow] {
        var scan = RepoRowScan(page)
        return scan.read()
    }

    public func developers(in page: [UInt8]) -> [TrendingDeveloperRow] {
        var scan = DeveloperRowScan(page)
        return scan.read()
    }

    /// GitHub's empty page says "we don't have any trending repositories for your choices" (or
    /// developers), its apostrophe plain, curly or an entity: the words after it are matched.
    /// Only the page's text counts, as a browser shows it: not a script's, a comment's or an
    /// attribute's, nor a `hidden` element's, a `title`'s or what a frame or embed stands in for.
    public func listsNone(_ page: [UInt8]) -> Bool {
        var tokenizer = HTMLTokenizer(page)
        var visible: [UInt8] = []
        // The element whose text is not shown, and how deep its own kind nests inside it.
        var unshown: (name: String, depth: Int)?
        while let token = tokenizer.next() {
            switch token {
            case .open(let tag) where !tag.isVoid:
                if let open = unshown {
                    if tag.name == open.name { unshown?.depth += 1 }
                } else if tag.isUnshown(in: page) {
                    unshown = (tag.name, 1)
                }
            case .close(let name):
                if let open = unshown, name == open.name { unshown = open.depth > 1 ? (name, open.depth - 1) : nil }
            case .text(let range) where unshown == nil:
                // Each text run ends a word: tags between words are no space of their own.
                visible += page[range] + [0x20]
            default:
                break
            }
        }
        // HTML's whitespace between words is any run of spaces, tabs and line breaks.
        let text = String(decoding: visible, as: UTF8.self).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return ["have any trending repositories", "have any trending developers"].contains { text.contains($0) }
    }
}
