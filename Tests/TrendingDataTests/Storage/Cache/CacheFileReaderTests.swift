import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

/// The fast cache-file reader gives exactly what `JSONDecoder` gives, or leaves the file to it.
@Suite("CacheFileReader")
struct CacheFileReaderTests {
    @Test("reads what the cache writes, exactly as JSONDecoder does", arguments: [
        TrendingQuery(), TrendingQuery(period: .weekly, language: "C++", topics: ["cli", "tui"], minStars: 50),
    ])
    func written(query: TrendingQuery) throws {
        let repos = (0..<30).map { n in
            Repo(
                id: n, owner: "owner-\(n)", name: "repo-\(n)", description: n.isMultiple(of: 3) ? nil : "d \"é\" 🚀 / \u{1B}",
                language: n.isMultiple(of: 4) ? nil : "Swift", stars: n * 1000, forks: n,
                url: URL(string: "https://github.com/owner-\(n)/repo-\(n)")!, createdAt: Date(timeIntervalSince1970: 1_795_000_000.5 + Double(n))
            )
        }
        let entry = CachedTrending(repos: repos, fetchedAt: Date(timeIntervalSince1970: 1_795_449_191.061987), requestedLimit: 30)
        let data = try JSONEncoder().encode(CacheFileDTO(entry: entry, query: query))

        let fast = try #require(CacheFileReader.read(data))

        #expect(fast == (try JSONDecoder().decode(CacheFileDTO.self, from: data)))
        #expect(fast.entry != nil)
    }

    @Test("reads total_count, the search's whole count browse shows, and files written before it")
    func totalCount() throws {
        let entry = CachedTrending(repos: [], fetchedAt: Date(timeIntervalSince1970: 1_795_449_191), requestedLimit: 30, totalCount: 4321)
        let data = try JSONEncoder().encode(CacheFileDTO(entry: entry, query: TrendingQuery()))

        let fast = try #require(CacheFileReader.read(data))

        #expect(fast.total_count == 4321)
        #expect(fast.entry?.totalCount == 4321)
        let older = Data(#"{"version":1,"fetched_at":1795449191,"requested_limit":1,"repos":[]}"#.utf8)
        #expect(try #require(CacheFileReader.read(older)).total_count == nil)
    }

    @Test("reads incomplete_results, written only for a list GitHub sent incomplete")
    func incomplete() throws {
        for isIncomplete in [true, false] {
            let entry = CachedTrending(repos: [], fetchedAt: Date(timeIntervalSince1970: 1_795_449_191), requestedLimit: 30, isIncomplete: isIncomplete)
            let data = try JSONEncoder().encode(CacheFileDTO(entry: entry, query: TrendingQuery()))

            let fast = try #require(CacheFileReader.read(data))

            #expect(fast == (try JSONDecoder().decode(CacheFileDTO.self, from: data)))
            #expect(fast.entry?.isIncomplete == isIncomplete)
            #expect(String(decoding: data, as: UTF8.self).contains("incomplete_results") == isIncomplete)
        }
    }

    @Test("reads recent and recent_held_at, the repos earlier lists of the query held, written only when there are some (bb26 a-D1)")
    func recent() throws {
        let held = [HeldRepo(repo: anyRepo(id: 7), heldAt: Date(timeIntervalSince1970: 1_795_400_000.5)),
                    HeldRepo(repo: anyRepo(id: 8, description: nil), heldAt: Date(timeIntervalSince1970: 1_795_300_000))]
        for recent in [[], held] {
            let entry = CachedTrending(repos: [anyRepo(id: 1)], fetchedAt: Date(timeIntervalSince1970: 1_795_449_191), requestedLimit: 30, recent: recent)
            let data = try JSONEncoder().encode(CacheFileDTO(entry: entry, query: TrendingQuery(scope: .all)))

            let fast = try #require(CacheFileReader.read(data))

            #expect(fast == (try JSONDecoder().decode(CacheFileDTO.self, from: data)))
            #expect(fast.entry == entry)
            #expect(String(decoding: data, as: UTF8.self).contains("\"recent\"") == !recent.isEmpty)
        }
        let null = Data(#"{"version":1,"fetched_at":1795449191,"requested_limit":1,"repos":[],"recent":null,"recent_held_at":null}"#.utf8)
        #expect(try #require(CacheFileReader.read(null)).entry?.recent == [])
        #expect(LocalTrendingCache.fastReaderAgrees(on: null))
        // A date short, or one no clock could give: not a file this code wrote.
        let entry = CachedTrending(repos: [], fetchedAt: Date(timeIntervalSince1970: 1_795_449_191), requestedLimit: 1, recent: held)
        var text = String(decoding: try JSONEncoder().encode(CacheFileDTO(entry: entry, query: TrendingQuery(scope: .all))), as: UTF8.self)
        text = text.replacingOccurrences(of: "1795300000]", with: "]").replacingOccurrences(of: ",]", with: "]")
        #expect(try #require(CacheFileReader.read(Data(text.utf8))).entry == nil, "\(text)")
    }

    @Test("reads page_unread, written only for a list made while GitHub's trending page could not be read")
    func pageUnread() throws {
        for unread in [true, false] {
            let entry = CachedTrending(repos: [], fetchedAt: Date(timeIntervalSince1970: 1_795_449_191), requestedLimit: 30, pageUnread: unread)
            let data = try JSONEncoder().encode(CacheFileDTO(entry: entry, query: TrendingQuery()))

            let fast = try #require(CacheFileReader.read(data))

            #expect(fast == (try JSONDecoder().decode(CacheFileDTO.self, from: data)))
            #expect(fast.entry?.pageUnread == unread)
            #expect(String(decoding: data, as: UTF8.self).contains("page_unread") == unread)
        }
    }

    @Test("agrees with JSONDecoder on unusual files, or leaves them to it", arguments: [
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"page_unread":null}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"page_unread":1}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"page_unread":true,"page_unread":false}"#,
        #"{"version":1,"fetched_at":1795449191.5,"requested_limit":1,"repos":[]}"#,
        #"{"version":1,"fetched_at":1795449191,"requested_limit":1,"repos":[],"topics":null,"min_stars":null,"period":null}"#,
        #"{"version":2,"fetched_at":1,"requested_limit":1,"repos":[],"new":1}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"id":1}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1.5,"repos":[]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"repos":[]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"id":1,"owner":"a","name":"b","url":"https:\/\/github.com\/a\/b","stars":1,"forks":0,"created_at":1795449191,"language":null}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"id":1,"owner":"a","name":"b","url":"u","stars":1,"forks":0,"created_at":1,"id":2}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"topics":["a",1],"repos":[]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"total_count":null}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"incomplete_results":null}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"incomplete_results":false}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"incomplete_results":1}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"incomplete_results":true,"incomplete_results":true}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"total_count":1.5}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[],"total_count":7,"total_count":8}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"\u0069d":1,"owner":"a","name":"b","url":"u","stars":1,"forks":0,"created_at":1795449191}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"id":1,"owner":"a","name":"b","url":"u","stars":1,"forks":0,"created_at":1795449191,"extra":0}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{"id":1,"owner":"a","name":"b","url":"u","stars":1,"forks":0,"created_at":1795449191,"language":"x","language":"y"}]}"#,
        #"{"version":1,"fetched_at":1,"requested_limit":1,"repos":[{}]}"#,
        "", "{}", "[]",
    ])
    func agrees(file: String) {
        #expect(LocalTrendingCache.fastReaderAgrees(on: Data(file.utf8)), "\(file)")
    }
}
