#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Where one of GitHub's trending pages is: on the web host of the API base (by the rule `open`
/// uses, `GitHubWebLinks`), `/trending[/developers][/SLUG][?since=weekly|monthly][&spoken_language_code=CODE]`.
public struct TrendingPageAddress: Equatable, Sendable {
    public enum Page: String, Sendable {
        case repos
        case developers
    }

    public let url: URL
    /// Names the page in its cache file: the path and query, made file-safe by the cache.
    let cacheName: String

    public init(_ page: Page, origin: String, since: TrendingPeriod, language: String?, spokenLanguage: String?) {
        var path = page == .repos ? "/trending" : "/trending/developers"
        if let language, let slug = Self.slug(language) { path += "/" + slug }
        // The daily page is GitHub's plain /trending (its robots.txt disallows `since=`); the
        // others have no address but their `since`.
        var parameters = since == .daily ? [] : ["since=" + since.rawValue]
        if let spokenLanguage, let code = Self.spokenLanguageCode(spokenLanguage) { parameters.append("spoken_language_code=" + code) }
        let query = parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
        // Every piece is percent-encoded or checked above: the URL always parses.
        url = URL(string: origin + path + query)!
        cacheName = path + query
    }

    /// GitHub's slug for a language, as its trending page's own menu links it: lower case,
    /// spaces as `-`, `#` as `%23` (`c%23`, `f%23`), `c++`, `visual-basic-.net` and `ren'py` as
    /// they are; anything a path can't hold percent-encoded. Nil for a blank name.
    public static func slug(_ language: String) -> String? {
        let trimmed = language.trimmingASCIIWhitespace
        guard !trimmed.isEmpty else { return nil }
        var slug = ""
        for byte in trimmed.lowercased().utf8 {
            switch byte {
            case UInt8(ascii: " "):
                slug += "-"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                slug.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where Self.pathSafe.contains(byte):
                slug.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                slug += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        // A segment of dots alone would be read as the page itself or its parent (`/trending/..`
        // is `/`): written encoded, it stays a language's name.
        if slug.allSatisfy({ $0 == "." }) { return String(repeating: "%2E", count: slug.count) }
        return slug
    }

    /// Unreserved characters and the sub-delimiters a path segment may hold as they are.
    private static let pathSafe = Set("-._~!$&'()*+,;=:@".utf8)

    /// A spoken-language code as GitHub's menu has them (`en`, `zh`, `pt`): ASCII letters, and a
    /// `-` for a region; nil for anything else, which is left out of the URL.
    public static func spokenLanguageCode(_ code: String) -> String? {
        let trimmed = code.trimmingASCIIWhitespace
        guard (2...16).contains(trimmed.utf8.count), trimmed.first != "-",
              trimmed.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" })
        else { return nil }
        return trimmed.lowercased()
    }
}
