import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The behaviours every `StarHistoryCache` must have, those measuring gains relies on, run
/// against the file cache in a temp folder and against the domain tests' in-memory
/// `StarHistoryCacheSpy`, so the spy can't drift from what it stands in for. What a corrupt or
/// implausible file does is the file cache's alone (`LocalStarHistoryCacheTests`).
@Suite("StarHistoryCache specs")
struct StarHistoryCacheSpecs {
    @Test("loads no history for a repo never saved", arguments: GatewaySpecSubject.allCases)
    func loadMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.load(RepoName(owner: "octo-org", name: "rocket")) == nil)
        }
    }

    @Test("loads back exactly the history it saved", arguments: GatewaySpecSubject.allCases)
    func roundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let name = RepoName(owner: "octo-org", name: "rocket")
            let entry = history(stars: [61, 64], etag: #"W/"x""#)

            try sut.save(entry, for: name)

            #expect(try sut.load(name) == entry)
        }
    }

    @Test("replaces a repo's earlier history", arguments: GatewaySpecSubject.allCases)
    func overwrite(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let name = RepoName(owner: "octo-org", name: "rocket")
            try sut.save(history(stars: [1, 2, 3], etag: "e1"), for: name)

            try sut.save(history(stars: [9], etag: nil), for: name)

            #expect(try sut.load(name) == history(stars: [9], etag: nil))
        }
    }

    @Test("keeps repos apart, and finds a repo whatever the case of its name", arguments: GatewaySpecSubject.allCases)
    func reposApart(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            try sut.save(history(stars: [1], etag: "a"), for: RepoName(owner: "octo-org", name: "rocket"))
            try sut.save(history(stars: [2], etag: "b"), for: RepoName(owner: "octo-org", name: "comet"))
            try sut.save(history(stars: [3], etag: "c"), for: RepoName(owner: "other", name: "rocket"))

            #expect(try sut.load(RepoName(owner: "octo-org", name: "rocket"))?.etag == "a")
            #expect(try sut.load(RepoName(owner: "octo-org", name: "comet"))?.etag == "b")
            #expect(try sut.load(RepoName(owner: "other", name: "rocket"))?.etag == "c")
            #expect(try sut.load(RepoName(owner: "Octo-Org", name: "Rocket"))?.etag == "a", "names are the same repo by key")
        }
    }

    @Test("reads the default status before any is saved", arguments: GatewaySpecSubject.allCases)
    func statusMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.status() == StarHistoryEndpointStatus())
        }
    }

    @Test("reads back exactly the status it saved, and the latest one", arguments: GatewaySpecSubject.allCases)
    func statusRoundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let status = StarHistoryEndpointStatus(
                unavailableUntil: referenceNow, budgetResetsAt: referenceNow.addingTimeInterval(600), budgetAuthenticated: true, budgetAtReserve: true,
                hasAnswered: true, notFound: ["o/gone"], failures: ["o/slow": referenceNow.addingTimeInterval(-60)]
            )
            try sut.saveStatus(StarHistoryEndpointStatus(hasAnswered: true))

            try sut.saveStatus(status)

            #expect(try sut.status() == status)
        }
    }

    @Test("keeps histories and the status apart", arguments: GatewaySpecSubject.allCases)
    func historiesAndStatusApart(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let name = RepoName(owner: "octo-org", name: "rocket")
            let entry = history(stars: [5], etag: "e")

            try sut.save(entry, for: name)
            #expect(try sut.status() == StarHistoryEndpointStatus())
            try sut.saveStatus(StarHistoryEndpointStatus(hasAnswered: true, notFound: [name.key]))

            #expect(try sut.load(name) == entry)
        }
    }

    // MARK: - Helpers

    private func withSUT(_ store: GatewaySpecSubject, _ body: (any StarHistoryCache) throws -> Void) throws {
        switch store {
        case .inMemory: try body(StarHistoryCacheSpy())
        case .local: try withTemporaryStorage { try body(LocalStarHistoryCache(storage: $0, now: { referenceNow })) }
        }
    }

    /// A history of `stars` per day, oldest first, the last one the reference day.
    private func history(stars: [Int], etag: String?) -> CachedStarHistory {
        let today = 1_795_392_000 // 2026-11-23T00:00:00Z, the reference day's start
        let days = stars.enumerated().map { offset, count in
            DailyStars(day: Date(timeIntervalSince1970: TimeInterval(today - (stars.count - 1 - offset) * 86_400)), stars: count)
        }
        return CachedStarHistory(days: days, etag: etag, fetchedAt: referenceNow, weeks: 6)
    }
}
