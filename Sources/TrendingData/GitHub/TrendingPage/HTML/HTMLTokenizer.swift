/// A tolerant, single-pass HTML tokenizer for untrusted pages: every byte is looked at a bounded
/// number of times, so a hostile page costs no more than its length. It knows only tags, their
/// attributes and text; comments, doctypes and the contents of `script`, `style`, `template`
/// and `textarea` are passed over.
struct HTMLTokenizer {
    private let page: [UInt8]
    private var index = 0

    init(_ page: [UInt8]) {
        self.page = page
    }

    /// Names longer than this are not element names: the tag is read as text.
    private static let maximumNameLength = 32
    private static let rawTextElements: Set<String> = ["script", "style", "template", "textarea", "noscript"]

    mutating func next() -> HTMLToken? {
        while index < page.count {
            guard page[index] == UInt8(ascii: "<") else {
                let start = index
                index = page[index...].firstIndex(of: UInt8(ascii: "<")) ?? page.count
                return .text(start..<index)
            }
            if let token = markup() { return token }
        }
        return nil
    }

    /// Reads the markup at `<`. Nil when it was passed over (a comment, a doctype, a stray `<`).
    private mutating func markup() -> HTMLToken? {
        let start = index
        guard start + 1 < page.count else {
            index = page.count
            return nil
        }
        let next = page[start + 1]
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            passOverDeclaration()
            return nil
        }
        let closing = next == UInt8(ascii: "/")
        let nameStart = start + (closing ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < page.count, nameEnd - nameStart <= Self.maximumNameLength, Self.isNameByte(page[nameEnd]) {
            nameEnd += 1
        }
        guard nameEnd > nameStart, nameEnd - nameStart <= Self.maximumNameLength, Self.isLetter(page[nameStart]) else {
            // A `<` that starts no tag is text; it is reported with what follows it.
            index = start + 1
            let end = page[index...].firstIndex(of: UInt8(ascii: "<")) ?? page.count
            index = end
            return .text(start..<end)
        }
        let name = Self.lowercased(page[nameStart..<nameEnd])
        guard let end = tagEnd(from: nameEnd) else {
            index = page.count
            return nil
        }
        index = end + 1
        if closing { return .close(name: name) }
        let selfClosing = end > nameEnd && page[end - 1] == UInt8(ascii: "/")
        let tag = HTMLTag(name: name, attributes: nameEnd..<(selfClosing ? end - 1 : end), selfClosing: selfClosing)
        if Self.rawTextElements.contains(name), !selfClosing { passOverRawText(of: name) }
        return .open(tag)
    }

    /// The `>` that ends the tag, outside quoted attribute values; nil when the page ends first.
    private func tagEnd(from position: Int) -> Int? {
        var position = position
        var quote: UInt8?
        while position < page.count {
            let byte = page[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return position
            }
            position += 1
        }
        return nil
    }

    /// `<!-- … -->` to its end, `<![CDATA[ … ]]>` to its `]]>` (text in an `svg`, never elements),
    /// `<!DOCTYPE …>` and `<?…>` to the next `>`.
    private mutating func passOverDeclaration() {
        if page[index...].starts(with: Self.commentOpen) {
            index = commentEnd(from: index + Self.commentOpen.count)
        } else if page[index...].starts(with: Self.cdataOpen) {
            index = firstIndex(of: Self.cdataClose, from: index + Self.cdataOpen.count).map { $0 + Self.cdataClose.count } ?? page.count
        } else {
            index = (page[index...].firstIndex(of: UInt8(ascii: ">")) ?? page.count - 1) + 1
        }
    }

    /// Where a comment whose text starts at `start` ends, as HTML's tokenizer (and so a browser)
    /// ends it: `-->`, or `--!>`; `<!-->` and `<!--->` are whole empty comments. One pass.
    private func commentEnd(from start: Int) -> Int {
        let greater = UInt8(ascii: ">"), dash = UInt8(ascii: "-"), bang = UInt8(ascii: "!")
        if start < page.count, page[start] == greater { return start + 1 }
        if start + 1 < page.count, page[start] == dash, page[start + 1] == greater { return start + 2 }
        var position = start
        while let found = firstIndex(of: Self.commentDashes, from: position) {
            let after = found + 2
            if after < page.count, page[after] == greater { return after + 1 }
            if after + 1 < page.count, page[after] == bang, page[after + 1] == greater { return after + 2 }
            position = found + 1
        }
        return page.count
    }

    /// Past the contents of a raw-text element, up to (not past) its closing tag.
    private mutating func passOverRawText(of name: String) {
        let closing = Array("</\(name)".utf8)
        var position = index
        while let found = firstIndex(of: closing, from: position, caseInsensitive: true) {
            let after = found + closing.count
            if after >= page.count || !Self.isNameByte(page[after]) {
                index = found
                return
            }
            position = found + 1
        }
        index = page.count
    }

    private func firstIndex(of needle: [UInt8], from start: Int, caseInsensitive: Bool = false) -> Int? {
        guard let first = needle.first, needle.count <= page.count else { return nil }
        var position = start
        let last = page.count - needle.count
        while position <= last {
            guard let candidate = page[position...last].firstIndex(of: first) else { return nil }
            var matches = true
            for offset in 1..<needle.count {
                let byte = page[candidate + offset]
                if (caseInsensitive ? Self.lowered(byte) : byte) != needle[offset] {
                    matches = false
                    break
                }
            }
            if matches { return candidate }
            position = candidate + 1
        }
        return nil
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let commentDashes = Array("--".utf8)

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.lazy.map(lowered), as: UTF8.self)
    }
}
