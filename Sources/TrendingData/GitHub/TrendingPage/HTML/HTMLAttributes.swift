/// The attributes of a start tag that the trending page readers look at, in one pass over
/// the tag's bytes: `href`, `itemprop` and `hidden`. Values are raw bytes (entities not yet decoded).
struct HTMLAttributes {
    private(set) var href: ArraySlice<UInt8>?
    private(set) var itemprop: ArraySlice<UInt8>?
    /// The `hidden` attribute: the element is not shown, whatever its value.
    private(set) var isHidden = false
    /// The `open` attribute (a `dialog` or `details` shown open).
    private(set) var isOpen = false
    /// A `style` attribute holding `display:none` (spaces and case aside).
    private(set) var isStyledNone = false

    init(of tag: HTMLTag, in page: [UInt8]) {
        var position = tag.attributes.lowerBound
        let end = tag.attributes.upperBound
        while position < end {
            while position < end, Self.isSeparator(page[position]) { position += 1 }
            let nameStart = position
            while position < end, !Self.isSeparator(page[position]), page[position] != UInt8(ascii: "=") {
                position += 1
            }
            let name = page[nameStart..<position]
            if Self.equalsIgnoringCase(name, Self.hiddenName) { isHidden = true }
            if Self.equalsIgnoringCase(name, Self.openName) { isOpen = true }
            while position < end, Self.isSpace(page[position]) { position += 1 }
            guard position < end, page[position] == UInt8(ascii: "=") else { continue }
            position += 1
            while position < end, Self.isSpace(page[position]) { position += 1 }
            guard position < end else { break }
            let value: ArraySlice<UInt8>
            let quote = page[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueStart = position + 1
                let valueEnd = page[valueStart..<end].firstIndex(of: quote) ?? end
                value = page[valueStart..<valueEnd]
                position = min(valueEnd + 1, end)
            } else {
                let valueStart = position
                while position < end, !Self.isSpace(page[position]) { position += 1 }
                value = page[valueStart..<position]
            }
            if Self.equalsIgnoringCase(name, Self.styleName) { isStyledNone = Self.displaysNone(value) }
            if Self.equalsIgnoringCase(name, Self.hrefName), href == nil {
                href = value
            } else if Self.equalsIgnoringCase(name, Self.itempropName), itemprop == nil {
                itemprop = value
            }
        }
    }

    private static let hrefName = Array("href".utf8)
    private static let itempropName = Array("itemprop".utf8)
    private static let hiddenName = Array("hidden".utf8)
    private static let openName = Array("open".utf8)
    private static let styleName = Array("style".utf8)

    /// Whether a `style` value's last `display` declaration is `none`, as a browser reads it:
    /// comments out, each `property: value` on its own, so `--sm-display: none` or a comment
    /// holding the words hides nothing (bb41 n2-D3).
    static func displaysNone(_ value: ArraySlice<UInt8>) -> Bool {
        var text: [UInt8] = []
        var index = value.startIndex
        while index < value.endIndex {
            if value[index] == UInt8(ascii: "/"), value.index(after: index) < value.endIndex, value[value.index(after: index)] == UInt8(ascii: "*") {
                let rest = value[(index + 2)...]
                index = rest.firstRange(of: Array("*/".utf8))?.upperBound ?? value.endIndex
                continue
            }
            let byte = value[index]
            if !isSpace(byte) { text.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
            index += 1
        }
        // The last declaration wins, but one marked `!important` over any that is not (bb42 r2-D1).
        var shown: (Bool, important: Bool)?
        for declaration in text.split(separator: UInt8(ascii: ";")) {
            guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")),
                  declaration[..<colon].elementsEqual(displayName) else { continue }
            var setting = declaration[(colon + 1)...]
            let important = setting.firstRange(of: Array("!important".utf8))
            if let important { setting = setting[..<important.lowerBound] }
            if shown?.important == true, important == nil { continue }
            shown = (!setting.elementsEqual(noneValue), important != nil)
        }
        return shown?.0 == false
    }

    private static let displayName = Array("display".utf8)
    private static let noneValue = Array("none".utf8)

    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count && zip(bytes, lowercase).allSatisfy { HTMLTokenizer.lowered($0) == $1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/")
    }
}
