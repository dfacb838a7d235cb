import Foundation
import Testing
import TrendingData
import TrendingDomain
import TrendingTestSupport

/// The behaviours every `TrendingCache` must have, those the list use cases rely on, run against
/// the JSON-file cache in a temp folder and against the domain tests' in-memory `CacheSpy`, so the
/// spy can't drift from what it stands in for. What a corrupt or unreadable file does is the file
/// cache's alone (`LocalTrendingCacheTests`).
@Suite("TrendingCache specs")
struct TrendingCacheSpecs {
    @Test("loads nothing for a query never saved", arguments: GatewaySpecSubject.allCases)
    func loadMissing(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            #expect(try sut.load(for: TrendingQuery()) == nil)
        }
    }

    @Test("loads back exactly what it saved", arguments: GatewaySpecSubject.allCases)
    func roundTrip(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let entry = CachedTrending(
                repos: [anyRepo(id: 1), anyRepo(id: 2, description: nil)], fetchedAt: referenceNow.addingTimeInterval(0.25),
                requestedLimit: 25, totalCount: 734
            )

            try sut.save(entry, for: TrendingQuery())

            #expect(try sut.load(for: TrendingQuery()) == entry)
            #expect(try sut.load(for: TrendingQuery()) == entry, "a load leaves the entry in place")
        }
    }

    @Test("replaces an earlier entry for the same query", arguments: GatewaySpecSubject.allCases)
    func overwrite(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let first = CachedTrending(repos: [anyRepo(id: 1), anyRepo(id: 2)], fetchedAt: referenceNow, requestedLimit: 50)
            let second = CachedTrending(repos: [anyRepo(id: 3)], fetchedAt: referenceNow.addingTimeInterval(60), requestedLimit: 1)

            try sut.save(first, for: TrendingQuery())
            try sut.save(second, for: TrendingQuery())

            #expect(try sut.load(for: TrendingQuery()) == second)
        }
    }

    @Test("keeps each query's entry apart: period, language, age, topics and star floor", arguments: GatewaySpecSubject.allCases)
    func queriesApart(store: GatewaySpecSubject) throws {
        try withSUT(store) { (sut) throws in
            let queries = [
                TrendingQuery(), TrendingQuery(period: .weekly), TrendingQuery(language: "Swift"),
                TrendingQuery(topics: ["cli"]), TrendingQuery(minStars: 100), TrendingQuery(scope: .all),
            ]
            for (index, query) in queries.enumerated() {
                try sut.save(CachedTrending(repos: [anyRepo(id: index)], fetchedAt: referenceNow, requestedLimit: 1), for: query)
            }

            for (index, query) in queries.enumerated() {
                #expect(try sut.load(for: query)?.repos.map(\.id) == [index], "\(query)")
            }
            #expect(try sut.load(for: TrendingQuery(period: .monthly)) == nil)
        }
    }

    // MARK: - Helpers

    private func withSUT(_ store: GatewaySpecSubject, _ body: (any TrendingCache) throws -> Void) throws {
        switch store {
        case .inMemory: try body(CacheSpy())
        case .local: try withTemporaryStorage { try body(LocalTrendingCache(storage: $0, now: { referenceNow })) }
        }
    }
}
