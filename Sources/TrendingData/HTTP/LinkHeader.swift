#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Reads RFC 8288 `Link` headers, as GitHub sends them for paging:
/// `<https://api.github.com/...&page=2>; rel="next", <...&page=10>; rel="last"`.
public enum LinkHeader {
    /// The URL whose `rel` includes `relation`, or nil. A relative target (RFC 8288 allows one)
    /// is resolved against `base`, the address the header answered; with no base it is refused.
    public static func url(for relation: String, in header: String?, relativeTo base: URL? = nil) -> URL? {
        guard let header else { return nil }
        var rest = header[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = rest[rest.index(after: open)..<close]
            // The parameters run to the next link, which starts at the next "<" after a comma.
            let afterTarget = rest[rest.index(after: close)...]
            let end = nextLinkStart(in: afterTarget) ?? afterTarget.endIndex
            let parameters = afterTarget[..<end]
            if relations(in: parameters).contains(relation.lowercased()) {
                return resolved(String(target), base: base)
            }
            rest = afterTarget[end...]
        }
        return nil
    }

    /// The `next` page, the only relation paging follows.
    public static func next(in header: String?, relativeTo base: URL? = nil) -> URL? {
        url(for: "next", in: header, relativeTo: base)
    }

    /// An absolute target as written; a relative one against `base` (without one it stays
    /// relative, and no same-origin check passes it).
    private static func resolved(_ target: String, base: URL?) -> URL? {
        guard !target.isEmpty else { return nil }
        return URL(string: target, relativeTo: base)?.absoluteURL
    }

    private static func nextLinkStart(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var quoted = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                let after = text[text.index(after: index)...].drop(while: \.isWhitespace)
                if after.first == "<" { return after.startIndex }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `rel="next last"` names two relations; values are case-insensitive.
    private static func relations(in parameters: Substring) -> [String] {
        var found: [String] = []
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingEdges(where: \.isBlank).lowercased() == "rel" else { continue }
            // The last parameter still carries the comma that separates it from the next link.
            let value = pair[1]
                .trimmingEdges { $0.isBlank || $0 == "," }
                .trimmingEdges { $0 == "\"" }
            found += value.split(separator: " ").map { $0.lowercased() }
        }
        return found
    }
}
