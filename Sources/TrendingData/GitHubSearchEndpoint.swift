#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Builds the search URL for a trending query: new repos sorted by stars.
public enum GitHubSearchEndpoint {
    public static func url(api: GitHubAPI, query: TrendingQuery, limit: Int, now: Date) -> URL {
        let parameters = [
            ("q", searchQualifiers(query, now: now)),
            ("sort", "stars"),
            ("order", "desc"),
            ("per_page", String(min(limit, 100))),
        ]
        let encoded = parameters.map { "\($0.0)=\(formEncode($0.1))" }.joined(separator: "&")
        return api.url(path: "/search/repositories", query: encoded)
    }

    /// The `q` value, such as `created:>2026-11-22 language:Swift topic:cli stars:>=100`.
    public static func searchQualifiers(_ query: TrendingQuery, now: Date) -> String {
        var qualifiers = ["created:>\(UTCDate(query.period.startDay(relativeTo: now)).dayString)"]
        if let language = query.language {
            qualifiers.append("language:\(quoted(language))")
        }
        for topic in query.topics {
            qualifiers.append("topic:\(quoted(topic))")
        }
        if let minStars = query.minStars {
            qualifiers.append("stars:>=\(minStars)")
        }
        return qualifiers.joined(separator: " ")
    }

    private static func quoted(_ value: String) -> String {
        value.contains(" ") ? "\"\(value)\"" : value
    }

    /// `application/x-www-form-urlencoded`: unreserved characters stay, spaces become `+`.
    static func formEncode(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            case UInt8(ascii: " "):
                encoded += "+"
            default:
                encoded += "%" + byte.uppercaseHex
            }
        }
        return encoded
    }
}
