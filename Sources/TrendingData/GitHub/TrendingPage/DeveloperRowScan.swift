/// One pass over a trending developers page, finding developer rows by their structure rather
/// than by class names, so every generation of the page reads (Architecture.md, Decisions:
/// "Trending pages are read by structure").
struct DeveloperRowScan: PageRowScan {
    let page: [UInt8]
    var tokenizer: HTMLTokenizer
    var stack = ElementStack()
    var heading: Int?
    var headingLinkRead = false
    var slots = RowSlots()
    var unshown: Int?
    private var draft: Draft?
    private(set) var found: [TrendingDeveloperRow] = []
    private var seen: Set<String> = []
    /// Open row containers (by stack index, ascending) that hold an image, seen before or after
    /// their heading. An image's container is the innermost open one, so appending keeps the
    /// order, and closing pops from the end: constant work per tag, however deep the page.
    private var containersWithImage: [Int] = []
    /// The innermost open element holding the last image seen (by stack index): a row that is
    /// no `article` or `li` (a `div`) is the element holding both its avatar and its heading.
    private var imageHolder: Int?

    init(_ page: [UInt8]) {
        self.page = page
        tokenizer = HTMLTokenizer(page)
    }

    enum Field { case displayName, repoDescription, repoLink }

    private struct Draft {
        let login: String
        let container: Int
        /// The row's place among the page's rows; nil outside any row element.
        let place: Int?
        var captures: [TextCapture<Field>] = []
        var texts: [Field: [UInt8]] = [:]
        var loginLinks = 1
        var sawImage = false
        var popularRepo: String?
        /// The index of the block holding the popular repo's heading, while its description may follow.
        var repoBlock: Int?
        var repoHeadingOpen = false
    }

    mutating func open(_ tag: HTMLTag, at index: Int?) {
        guard tag.name == "a" || tag.name == "img" || tag.name == "div" || tag.name == "p" else { return }
        let href = tag.name == "a" ? HTMLAttributes(of: tag, in: page).href : nil
        if tag.name == "img" {
            imageHolder = stack.count - 1
            if let container = stack.innermostContainer(below: stack.count), containersWithImage.last != container {
                containersWithImage.append(container)
            }
        }
        if tag.name == "a", let headingIndex = heading, !headingLinkRead {
            headingLinkRead = true
            if let parts = PageLink.segments(href), parts.count == 1, let login = PageLink.login(parts[0]) {
                finishRow()
                let rowElement = stack.innermostContainer(below: headingIndex)
                let container = rowElement ?? imageHolder.flatMap { $0 < headingIndex ? $0 : nil } ?? headingIndex - 1
                var row = Draft(login: login, container: container, place: rowElement.map(slots.place(of:)))
                // An avatar before the heading, in the row's container, counts as the row's.
                row.sawImage = hasImage(container) || container == imageHolder
                draft = row
                if let index { draft?.captures.append(TextCapture(field: .displayName, depth: index)) }
                return
            }
            if var row = draft, row.popularRepo == nil, let parts = PageLink.segments(href), parts.count == 2,
               let repo = PageLink.validRepo(parts[0], parts[1]) {
                row.popularRepo = "\(repo.owner)/\(repo.name)"
                row.repoBlock = headingIndex - 1
                row.repoHeadingOpen = true
                draft = row
            }
            return
        }
        guard var row = draft else { return }
        draft = nil
        defer { draft = row }
        switch tag.name {
        case "img":
            row.sawImage = true
        case "a":
            guard let parts = PageLink.segments(href) else { break }
            if parts.count == 1, PageLink.equalIgnoringCase(parts[0], row.login) {
                row.loginLinks += 1
            } else if parts.count == 2, heading == nil, row.popularRepo == nil, let index,
                      PageLink.equalIgnoringCase(parts[0], row.login), let repo = PageLink.validRepo(parts[0], parts[1]) {
                row.popularRepo = "\(repo.owner)/\(repo.name)"
                row.captures.append(TextCapture(field: .repoLink, depth: index))
            }
        default:
            if heading == nil, row.repoBlock != nil, !row.repoHeadingOpen, let index,
               row.texts[.repoDescription] == nil, !row.captures.contains(where: { $0.field == .repoDescription }) {
                row.captures.append(TextCapture(field: .repoDescription, depth: index))
            }
        }
    }

    mutating func closed(leaving remaining: Int) {
        while let last = containersWithImage.last, last >= remaining { containersWithImage.removeLast() }
        if let holder = imageHolder, holder >= remaining { imageHolder = remaining > 0 ? remaining - 1 : nil }
        guard var row = draft else { return }
        if heading == nil { row.repoHeadingOpen = false }
        for capture in row.captures where capture.depth >= remaining {
            row.texts[capture.field] = capture.bytes
        }
        row.captures.removeAll { $0.depth >= remaining }
        if let block = row.repoBlock, block >= remaining { row.repoBlock = nil }
        draft = row
        if row.container >= remaining { finishRow() }
    }

    /// Whether the open container at `index` holds an image: a binary search of the ascending list.
    private func hasImage(_ index: Int) -> Bool {
        var low = 0, high = containersWithImage.count
        while low < high {
            let middle = (low + high) / 2
            if containersWithImage[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < containersWithImage.count && containersWithImage[low] == index
    }

    mutating func text(_ bytes: ArraySlice<UInt8>) {
        guard var row = draft else { return }
        // Taken out, so the capture's bytes grow in place rather than being copied per text node.
        draft = nil
        for index in row.captures.indices { row.captures[index].append(bytes) }
        draft = row
    }

    mutating func finishRow() {
        guard var row = draft else { return }
        draft = nil
        for capture in row.captures where row.texts[capture.field] == nil {
            row.texts[capture.field] = capture.bytes
        }
        let confirmed = row.loginLinks >= 2 || row.sawImage
        guard confirmed, seen.insert(row.login.lowercased()).inserted else { return }
        let name = row.texts[.displayName].flatMap { PageText.line($0[...], limit: 200) }.map { Self.displayName($0, login: row.login) }
        let description = row.texts[.repoDescription].flatMap { PageText.line($0[...], limit: 1000) }
            ?? row.texts[.repoLink].flatMap { Self.linkDescription($0, repo: row.popularRepo) }
        found.append(TrendingDeveloperRow(
            rank: RowSlots.rank(row.place, after: found.last?.rank), login: row.login,
            // The login shown again where no name is set; a name differing in case only (`Ziggy`) is a name.
            displayName: name.flatMap { $0 == row.login ? nil : $0 },
            popularRepo: row.popularRepo,
            popularRepoDescription: row.popularRepo == nil ? nil : description
        ))
    }

    /// Before 2019 the heading read `login (Name)`.
    private static func displayName(_ text: String, login: String) -> String {
        let prefix = login + " ("
        guard text.count > prefix.count + 1, text.lowercased().hasPrefix(prefix.lowercased()), text.hasSuffix(")") else { return text }
        return String(text.dropFirst(prefix.count).dropLast())
    }

    /// Before 2019 the popular repo's link held its name, then its description.
    private static func linkDescription(_ bytes: [UInt8], repo: String?) -> String? {
        guard let text = PageText.line(bytes[...], limit: 1100), let name = repo?.split(separator: "/").last,
              text.hasPrefix(name)
        else { return nil }
        let rest = text.dropFirst(name.count).trimmingASCIIWhitespace
        return rest.isEmpty ? nil : String(rest.prefix(1000))
    }
}
