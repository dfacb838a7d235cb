#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `owner/name` as users type it and state is kept by. GitHub matches names without regard
/// to case, so two names are the same repo when their `key`s are equal.
public struct RepoName: Hashable, Sendable, CustomStringConvertible {
    public let owner: String
    public let name: String
    /// The case-folded form, for lookups: made once, as every lookup of a repo asks for it.
    public let key: String

    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
        key = Self.folded(owner: owner, name: name)
    }

    /// Parses `owner/name`, also accepting a github.com URL or a trailing `.git`.
    /// Nil unless both parts hold only the characters GitHub allows.
    public init?(parsing text: String) {
        var path = text.drop(while: \.isWhitespace)
        while path.last?.isWhitespace == true { path = path.dropLast() }
        // A copied web address or clone URL names the repo in its first two path parts; what
        // follows (`/tree/main`, `/issues/1`, `?tab=readme`, `#install`) is a place inside it.
        if let prefix = Self.copiedPrefixes.first(where: { path.lowercased().hasPrefix($0) }) {
            path = path.dropFirst(prefix.count)
            if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
            // A page of GitHub's own (`/orgs/o/…`, `/topics/cli`) names no repo, and `..` would
            // lead a browser elsewhere.
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let first = segments.first, !Self.siteSections.contains(first.lowercased()),
                  !segments.contains(where: { $0 == "." || $0 == ".." })
            else { return nil }
            let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3 { path = path[..<parts[2].startIndex].dropLast() }
        }
        if path.hasSuffix("/") { path = path.dropLast() }
        if path.lowercased().hasSuffix(".git") { path = path.dropLast(4) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // No GitHub login starts with `-`, and a typed `-o/r` was meant as an option.
        guard parts.count == 2, Self.isValid(parts[0], allowDot: false), parts[0].first != "-", Self.isValid(parts[1], allowDot: true),
              parts[1] != ".", parts[1] != ".."
        else { return nil }
        self.init(owner: String(parts[0]), name: String(parts[1]))
    }

    /// The starts of the GitHub addresses a user may copy: web pages and clone URLs.
    public static let copiedPrefixes = [
        "https://github.com/", "http://github.com/", "https://www.github.com/", "http://www.github.com/", "www.github.com/",
        "github.com/", "git@github.com:", "ssh://git@github.com/", "git://github.com/",
    ]

    /// github.com's first path parts that are pages of the site, not owners (GitHub reserves them).
    static let siteSections: Set<String> = [
        "about", "account", "apps", "codespaces", "collections", "dashboard", "enterprise", "events", "explore", "features",
        "issues", "login", "logout", "marketplace", "new", "notifications", "organizations", "orgs", "pricing", "pulls",
        "search", "security", "settings", "signup", "site", "sponsors", "stars", "topics", "trending", "users",
    ]

    /// A name this tool stored itself, split at the first `/`, without the typing rules: a name
    /// from GitHub that a user could not type must still read back. Nil without two parts.
    public init?(stored text: String) {
        // By UTF-8 byte, over the bytes in place: this runs for every name in a state file,
        // and `/` is one byte, which no other character's bytes contain.
        var text = text
        guard let parts = text.withUTF8({ bytes -> (String, String)? in
            guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash + 1 < bytes.count else { return nil }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
            )
        }) else { return nil }
        self.init(owner: parts.0, name: parts.1)
    }

    /// Whether `init(stored:)` reads this name back as itself: both parts there, no `/` in the
    /// owner. Only such a name is kept in a file: one that did not read back would make the
    /// whole file unreadable on the next run.
    public var isStorable: Bool {
        !owner.isEmpty && !name.isEmpty && !owner.utf8.contains(UInt8(ascii: "/"))
    }

    /// Whether `init(stored:)` reads `text`, without building the name.
    public static func isStored(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash != bytes.startIndex else { return false }
        return bytes.index(after: slash) != bytes.endIndex
    }

    public init(_ repo: Repo) {
        self = repo.repoName
    }

    public var description: String { "\(owner)/\(name)" }

    /// Whether both parts hold only the characters GitHub allows, as `init(parsing:)` asks of
    /// typed names. A name from a hostile answer may not: it must never become a URL path (its
    /// `?`, `#` or `..` would change the request) or a completion word (a shell would expand it).
    public var isGitHubName: Bool {
        RepoName(parsing: description)?.description == description
    }

    /// `owner/name` lower-cased; an ASCII name (nearly all) folded byte by byte, with no
    /// Unicode case mapping.
    private static func folded(owner: String, name: String) -> String {
        var ownerText = owner, nameText = name
        return ownerText.withUTF8 { ownerBytes in
            nameText.withUTF8 { nameBytes in
                var ascii = true
                let folded = String(unsafeUninitializedCapacity: ownerBytes.count + 1 + nameBytes.count) { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    var out = base
                    func fold(_ part: UnsafeBufferPointer<UInt8>) {
                        for byte in part {
                            ascii = ascii && byte < 0x80
                            out.pointee = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                            out += 1
                        }
                    }
                    fold(ownerBytes)
                    out.pointee = UInt8(ascii: "/")
                    out += 1
                    fold(nameBytes)
                    return out - base
                }
                return ascii ? folded : "\(owner)/\(name)".lowercased()
            }
        }
    }

    private static func isValid(_ part: Substring, allowDot: Bool) -> Bool {
        !part.isEmpty && part.count <= 100 && part.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
            case ".": allowDot
            default: false
            }
        }
    }
}

