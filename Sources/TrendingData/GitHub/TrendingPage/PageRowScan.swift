/// One pass over a trending page for rows of one kind, the part `RepoRowScan` and
/// `DeveloperRowScan` share: the tokenizer's loop, the stack of open elements, and the heading
/// a row starts at (the first heading open, until it closes). Each scan says what happens at a
/// tag, a close and a text inside that, and how a row ends.
protocol PageRowScan {
    associatedtype Row
    var page: [UInt8] { get }
    var tokenizer: HTMLTokenizer { get set }
    var stack: ElementStack { get set }
    /// The stack index of the open heading a row may start at.
    var heading: Int? { get set }
    /// Whether the heading's first link was read (only that one can start a row).
    var headingLinkRead: Bool { get set }
    /// The page's rows as GitHub shows them, counted to rank the rows read.
    var slots: RowSlots { get set }
    /// The stack index of the open element a browser does not show (`HTMLTag.isUnshown`): nothing
    /// inside it is a row or a row's text, nor takes a place on the page.
    var unshown: Int? { get set }
    var found: [Row] { get }

    /// A tag opened that is not a heading starting: `index` is its place on the stack, nil for a void tag.
    mutating func open(_ tag: HTMLTag, at index: Int?)
    /// An element closed, leaving `remaining` elements open; the heading is already updated.
    mutating func closed(leaving remaining: Int)
    mutating func text(_ bytes: ArraySlice<UInt8>)
    /// Ends the row being read, adding it to `found` when it is one.
    mutating func finishRow()
}

/// More than any page shows (25); a page claiming more is not read further.
let pageMaximumRows = 100

extension PageRowScan {
    /// The page's rows, in page order, at most `pageMaximumRows`.
    mutating func read() -> [Row] {
        while found.count < pageMaximumRows, let token = tokenizer.next() {
            switch token {
            case .open(let tag):
                let index = tag.isVoid ? nil : stack.push(tag.name)
                guard unshown == nil else { continue }
                if let index, tag.isUnshown(in: page) {
                    unshown = index
                    continue
                }
                if let index { slots.opened(at: index) }
                if ElementStack.headings.contains(tag.name), let index, heading == nil {
                    heading = index
                    headingLinkRead = false
                    if let row = stack.innermostContainer(below: index) { slots.heading(in: row) }
                } else {
                    open(tag, at: index)
                }
            case .close(let name):
                guard let remaining = stack.close(name) else { continue }
                if let hidden = unshown, hidden >= remaining { unshown = nil }
                if let headingIndex = heading, headingIndex >= remaining { heading = nil }
                closed(leaving: remaining)
            case .text(let range) where unshown == nil:
                text(page[range])
            case .text:
                continue
            }
        }
        finishRow()
        return found
    }
}
