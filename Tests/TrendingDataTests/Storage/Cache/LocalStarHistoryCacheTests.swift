import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

@Suite("LocalStarHistoryCache")
struct LocalStarHistoryCacheTests {
    @Test("round-trips a history and the endpoint's status, apart per server")
    func roundTrip() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, scope: "127.0.0.1-8080", now: { referenceNow })
        let name = RepoName(owner: "Octo-Org", name: "Rocket")
        let entry = CachedStarHistory(
            days: [DailyStars(day: Date(timeIntervalSince1970: 1_795_305_600), stars: 61)], etag: #"W/"x""#, fetchedAt: referenceNow, weeks: 6
        )
        let status = StarHistoryEndpointStatus(
            unavailableUntil: referenceNow, budgetResetsAt: nil, budgetAuthenticated: true, hasAnswered: true,
            notFound: ["o/gone"], failures: ["o/slow": referenceNow.addingTimeInterval(-60)]
        )

        try sut.save(entry, for: name)
        try sut.saveStatus(status)

        #expect(try sut.load(name) == entry)
        #expect(try sut.status() == status)
        #expect(try LocalStarHistoryCache(storage: storage, now: { referenceNow }).load(name) == nil, "another server's cache")
        #expect(try storage.keys().sorted() == ["127.0.0.1-8080-star-history-status.json", "127.0.0.1-8080-stars-octo-org--rocket.json"])
    }

    @Test("the ID GitHub redirected a name to is kept with its history; a file without one (an older one) has none")
    func movedTo() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, now: { referenceNow })
        let name = RepoName(owner: "y", name: "old")
        let day = DailyStars(day: Date(timeIntervalSince1970: 1_795_305_600), stars: 3)
        let moved = CachedStarHistory(days: [day], etag: nil, fetchedAt: referenceNow, weeks: 1, movedTo: 301)

        try sut.save(moved, for: name)
        #expect(try sut.load(name)?.movedTo == 301)

        try storage.write(Data(#"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[1795305600,3]]}"#.utf8), to: "stars-y--old.json")
        #expect(try sut.load(name)?.movedTo == nil)
    }

    @Test("a corrupt history or status is moved aside and reported")
    func corrupt() throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, now: { referenceNow })
        try storage.write(Data("{".utf8), to: "stars-a--b.json")
        try storage.write(Data("{".utf8), to: "star-history-status.json")

        #expect(throws: CacheError.self) { try sut.load(RepoName(owner: "a", name: "b")) }
        #expect(throws: CacheError.self) { try sut.status() }
        #expect(try sut.status() == StarHistoryEndpointStatus(), "moved aside: the next read finds none")
    }

    @Test("impossible counts or dates in a cached history or the status make it corrupt", arguments: [
        #"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[1795305600,9223372036854775807]]}"#,
        #"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[-9223372036854775808,1]]}"#,
        #"{"version":1,"etag":null,"fetched_at":1e300,"weeks":1,"days":[[1795305600,1]]}"#,
        #"{"version":1,"etag":null,"fetched_at":1795435200,"weeks":1,"days":[[1795305600,1]],"moved_to":0}"#,
    ])
    func implausible(file: String) throws {
        let storage = InMemoryStorage()
        let sut = LocalStarHistoryCache(storage: storage, now: { referenceNow })
        try storage.write(Data(file.utf8), to: "stars-a--b.json")
        try storage.write(Data(#"{"unavailable_until":1e300,"budget_resets_at":-1e300}"#.utf8), to: "star-history-status.json")

        #expect(throws: CacheError.self) { try sut.load(RepoName(owner: "a", name: "b")) }
        #expect(throws: CacheError.self) { try sut.status() }
    }
}
