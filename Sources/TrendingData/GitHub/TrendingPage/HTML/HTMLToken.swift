/// One piece of an HTML page as `HTMLTokenizer` reads it: byte ranges into the page, nothing
/// copied, so a page of any size costs one pass.
enum HTMLToken {
    /// A start tag: its lower-cased name, the bytes of its attributes, whether it ends in `/>`.
    case open(HTMLTag)
    case close(name: String)
    case text(Range<Int>)
}

/// A start tag's name and the span of its attributes, read on demand.
struct HTMLTag {
    let name: String
    let attributes: Range<Int>
    let selfClosing: Bool

    /// Elements that never hold content, so never wait for a closing tag.
    var isVoid: Bool {
        selfClosing || Self.voidNames.contains(name)
    }

    private static let voidNames: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "path", "circle", "rect", "use", "stop",
    ]
}

extension HTMLTag {
    /// Whether a browser draws nothing of this element on the page: the text a frame, an embed or
    /// a `title` stands in for, or an element hidden by its attributes (`hidden`, `display:none`,
    /// a `dialog` or `details` not open). One rule for the rows read and the words that say none.
    func isUnshown(in page: [UInt8]) -> Bool {
        if Self.unshownNames.contains(name) { return true }
        guard !attributes.isEmpty || name == "dialog" || name == "details" else { return false }
        let read = HTMLAttributes(of: self, in: page)
        return read.isHidden || read.isStyledNone || ((name == "dialog" || name == "details") && !read.isOpen)
    }

    private static let unshownNames: Set<String> = ["title", "noframes", "noembed", "iframe", "desc"]
}
