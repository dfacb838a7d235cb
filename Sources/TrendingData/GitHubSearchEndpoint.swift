import Foundation
import TrendingDomain

/// Builds the search URL for a trending query: new repos sorted by stars.
public enum GitHubSearchEndpoint {
    /// - Parameter page: which page of `min(limit, 100)` results, from 1; named only past the first.
    public static func url(api: GitHubAPI, query: TrendingQuery, limit: Int, page: Int = 1, now: Date) -> URL {
        var parameters = [
            ("q", searchQualifiers(query, now: now)),
            ("sort", "stars"),
            ("order", "desc"),
            ("per_page", String(min(limit, 100))),
        ]
        if page > 1 { parameters.append(("page", String(page))) }
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
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        allowed.insert(" ")
        let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
        return encoded.replacingOccurrences(of: " ", with: "+")
    }
}
