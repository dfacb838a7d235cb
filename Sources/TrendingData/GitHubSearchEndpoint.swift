import Foundation
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
        var qualifiers = ["created:>\(utcDay(query.period.startDay(relativeTo: now)))"]
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

    private static func utcDay(_ date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let (year, month, day) = civilDate(daysSince1970: days)
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Howard Hinnant's days-to-civil algorithm: exact for the proleptic Gregorian calendar,
    /// and free of Calendar and time-zone machinery.
    private static func civilDate(daysSince1970: Int) -> (Int, Int, Int) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `application/x-www-form-urlencoded`: unreserved characters stay, spaces become `+`.
    static func formEncode(_ value: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        allowed.insert(" ")
        let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
        return encoded.replacingOccurrences(of: " ", with: "+")
    }
}
