/// One pass over a trending page, finding repo rows by their structure rather than by class
/// names, so every generation of the page reads (Architecture.md, Decisions: "Trending pages
/// are read by structure").
struct RepoRowScan: PageRowScan {
    let page: [UInt8]
    var tokenizer: HTMLTokenizer
    var stack = ElementStack()
    var heading: Int?
    var headingLinkRead = false
    var slots = RowSlots()
    var unshown: Int?
    private var draft: Draft?
    private(set) var found: [TrendingPageRow] = []
    private var seen: Set<String> = []

    init(_ page: [UInt8]) {
        self.page = page
        tokenizer = HTMLTokenizer(page)
    }

    enum Field { case description, language, stars, forks }

    private struct Draft {
        let owner: String
        let name: String
        /// The index of the row's container on the stack; -1 for the whole page.
        let container: Int
        /// The row's place among the page's rows; nil outside any row element.
        let place: Int?
        var captures: [TextCapture<Field>] = []
        var texts: [Field: [UInt8]] = [:]
        var sawStargazers = false
        var periodStars: Int?

        func isCapturing(_ field: Field) -> Bool {
            texts[field] != nil || captures.contains { $0.field == field }
        }
    }

    mutating func open(_ tag: HTMLTag, at index: Int?) {
        guard tag.name == "a" || draft != nil else { return }
        let attributes = HTMLAttributes(of: tag, in: page)
        if tag.name == "a", let headingIndex = heading, !headingLinkRead {
            headingLinkRead = true
            if let repo = PageLink.repo(attributes.href) {
                finishRow()
                let rowElement = stack.innermostContainer(below: headingIndex)
                draft = Draft(
                    owner: repo.owner, name: repo.name, container: rowElement ?? headingIndex - 1, place: rowElement.map(slots.place(of:))
                )
            }
            return
        }
        guard var row = draft, heading == nil, let index else { return }
        draft = nil
        defer { draft = row }
        if tag.name == "a", let field = countField(attributes.href, row: row) {
            if field == .stars { row.sawStargazers = true }
            if !row.isCapturing(field) { row.captures.append(TextCapture(field: field, depth: index)) }
        } else if let itemprop = attributes.itemprop,
                  HTMLAttributes.equalsIgnoringCase(itemprop, Self.programmingLanguage), !row.isCapturing(.language) {
            row.captures.append(TextCapture(field: .language, depth: index))
        } else if tag.name == "p", !row.isCapturing(.description) {
            row.captures.append(TextCapture(field: .description, depth: index))
        }
    }

    private static let programmingLanguage = Array("programminglanguage".utf8)

    /// Whether a link in the row is its stargazers link or its forks link.
    private func countField(_ href: ArraySlice<UInt8>?, row: Draft) -> Field? {
        guard let parts = PageLink.segments(href), parts.count >= 3,
              PageLink.equalIgnoringCase(parts[0], row.owner), PageLink.equalIgnoringCase(parts[1], row.name)
        else { return nil }
        switch parts[2] {
        case "stargazers" where parts.count == 3: return .stars
        case "forks" where parts.count == 3, "network": return .forks
        default: return nil
        }
    }

    mutating func closed(leaving remaining: Int) {
        guard var row = draft else { return }
        for capture in row.captures where capture.depth >= remaining {
            row.texts[capture.field] = capture.bytes
        }
        row.captures.removeAll { $0.depth >= remaining }
        draft = row
        if row.container >= remaining { finishRow() }
    }

    mutating func text(_ bytes: ArraySlice<UInt8>) {
        guard var row = draft, heading == nil else { return }
        // Taken out, so the capture's bytes grow in place rather than being copied per text node.
        draft = nil
        for index in row.captures.indices { row.captures[index].append(bytes) }
        if row.periodStars == nil, !row.captures.contains(where: { $0.field == .description }), bytes.count <= 256,
           let line = PageText.line(bytes, limit: 64) {
            row.periodStars = PageCount.periodStars(in: line)
        }
        draft = row
    }

    mutating func finishRow() {
        guard var row = draft else { return }
        draft = nil
        for capture in row.captures where row.texts[capture.field] == nil {
            row.texts[capture.field] = capture.bytes
        }
        guard row.sawStargazers || row.periodStars != nil else { return }
        let key = "\(row.owner)/\(row.name)".lowercased()
        guard seen.insert(key).inserted else { return }
        func line(_ field: Field, limit: Int) -> String? {
            row.texts[field].flatMap { PageText.line($0[...], limit: limit) }
        }
        found.append(TrendingPageRow(
            rank: RowSlots.rank(row.place, after: found.last?.rank), owner: row.owner, name: row.name,
            description: line(.description, limit: 1000), language: line(.language, limit: 100),
            stars: line(.stars, limit: 32).flatMap(PageCount.parse), forks: line(.forks, limit: 32).flatMap(PageCount.parse),
            periodStars: row.periodStars
        ))
    }
}
