#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    /// The `q` value, such as `created:>=2026-11-22T12:00:00Z language:Swift topic:cli stars:>=100`:
    /// the exact instant, so `daily` means the last 24 hours and not "since midnight UTC".
    public static func searchQualifiers(_ query: TrendingQuery, now: Date) -> String {
        qualifiers(query, time: "created:>=\(UTCDate(query.period.start(relativeTo: now)).iso8601)", minStars: query.minStars)
    }

    /// What a person can search on the site for the query's repos: for `--scope all`, those
    /// pushed in the period (the site can't rank by stars gained); otherwise the search itself.
    public static func webSearchQualifiers(_ query: TrendingQuery, now: Date) -> String {
        guard query.scope == .all else { return searchQualifiers(query, now: now) }
        return qualifiers(query, time: "pushed:>=\(UTCDate(query.period.start(relativeTo: now)).iso8601)", minStars: query.minStars)
    }

    /// `--scope all`'s candidate searches, at most `maxRequests`, those that find the most risers
    /// first: the `new` query, young repos by age, repos pushed within the period by star band,
    /// then the young searches' later pages (Architecture.md, Decisions: "Which searches find the risers").
    public static func candidateURLs(api: GitHubAPI, query: TrendingQuery, now: Date, maxRequests: Int) -> [URL] {
        candidateSearches(api: api, query: query, now: now, maxRequests: maxRequests).map(\.url)
    }

    /// `candidateURLs`, each with the search it pages, so a later page is asked only while the
    /// one before it linked on.
    public static func candidateSearches(api: GitHubAPI, query: TrendingQuery, now: Date, maxRequests: Int) -> [CandidateSearch] {
        let pushed = "pushed:>=\(UTCDate(query.period.start(relativeTo: now)).iso8601)"
        let floor = query.minStars ?? 0
        var searches = [CandidateSearch(url: url(api: api, query: query, limit: 100, now: now), qualifiers: searchQualifiers(query, now: now), page: 1)]
        let young = youngAges.filter { $0 > query.period.days }.map { days in
            qualifiers(query, time: "created:>=\(UTCDate(now.addingTimeInterval(-Double(days) * 86_400)).iso8601)", minStars: query.minStars)
        }
        searches += young.map { CandidateSearch(url: url(api: api, q: $0, perPage: 100), qualifiers: $0, page: 1) }
        for band in starBands where band.upperBound >= floor {
            let low = max(band.lowerBound, floor)
            let stars = band.upperBound == Int.max ? "stars:>=\(low)" : "stars:\(low)..\(band.upperBound)"
            let q = qualifiers(query, time: pushed, minStars: nil) + " " + stars
            searches.append(CandidateSearch(url: url(api: api, q: q, perPage: 100), qualifiers: q, page: 1))
        }
        for page in 2...youngPages {
            searches += young.map { CandidateSearch(url: url(api: api, q: $0, perPage: 100, page: page), qualifiers: $0, page: page) }
        }
        return Array(searches.prefix(maxRequests))
    }

    /// Young repos' ages in days, and how many pages of each are searched at most.
    static let youngAges = [7, 30, 90, 365]
    static let youngPages = 3

    /// One search for the repos `names` (`OWNER/NAME`) that fit the filters GitHub's trending
    /// page has not (`--topic`, `--min-stars`): the details the page lacks, for its rows.
    public static func namedReposURL(api: GitHubAPI, names: [String], query: TrendingQuery) -> URL {
        var terms = names.map { "repo:\($0)" }
        terms += query.topics.map { "topic:\(quoted($0))" }
        if let minStars = query.minStars { terms.append("stars:>=\(minStars)") }
        return url(api: api, q: terms.joined(separator: " "), perPage: 100)
    }

    /// Star bands for candidates: 50–199, 200–999, 1k–4.9k, 5k–19.9k, 20k and up.
    static let starBands: [ClosedRange<Int>] = [50...199, 200...999, 1000...4999, 5000...19_999, 20_000...Int.max]

    private static func url(api: GitHubAPI, q: String, perPage: Int, page: Int = 1) -> URL {
        var parameters = [("q", q), ("sort", "stars"), ("order", "desc"), ("per_page", String(perPage))]
        if page > 1 { parameters.append(("page", String(page))) }
        let encoded = parameters.map { "\($0.0)=\(formEncode($0.1))" }.joined(separator: "&")
        return api.url(path: "/search/repositories", query: encoded)
    }

    private static func qualifiers(_ query: TrendingQuery, time: String, minStars: Int?) -> String {
        var qualifiers = [time]
        if let language = query.language {
            qualifiers.append("language:\(quoted(language))")
        }
        for topic in query.topics {
            qualifiers.append("topic:\(quoted(topic))")
        }
        if let minStars {
            qualifiers.append("stars:>=\(minStars)")
        }
        return qualifiers.joined(separator: " ")
    }

    private static func quoted(_ value: String) -> String {
        value.contains(" ") ? "\"\(value)\"" : value
    }

    /// `application/x-www-form-urlencoded`: unreserved characters stay, spaces become `+`.
    static func formEncode(_ value: String) -> String {
        // Byte by byte, without `CharacterSet` (full Foundation only).
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

/// One of `--scope all`'s candidate searches: the page to ask, and the search (`q`) it belongs to.
public struct CandidateSearch: Equatable, Sendable {
    public let url: URL
    /// The search's `q`: the pages of one search share it.
    public let qualifiers: String
    /// Which page of that search, from 1.
    public let page: Int
}
