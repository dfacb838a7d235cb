import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("LocalPageMemoryStore")
struct LocalPageMemoryStoreTests {
    @Test("records the page's rows under the lock and reads them back")
    func roundTrip() throws {
        let storage = InMemoryStorage()
        let sut = LocalPageMemoryStore(storage: storage, now: { referenceNow })
        let rows = [PageCandidate(rank: 1, repo: repo("a")), PageCandidate(rank: 2, repo: repo("b"))]

        #expect(try sut.update { $0.record(rows, period: .weekly, language: "Rust", at: referenceNow) }.warnings.isEmpty)

        let memory = try sut.read().value
        #expect(memory.sightings["o/b"] == PageSighting(repo: repo("b"), at: referenceNow, period: .weekly, language: "Rust", rank: 2))
        #expect(memory.sightings.count == 2)
        #expect(storage.messages.prefix(4) == [.lock, .read("trending-page.json"), .write("trending-page.json"), .unlock])
    }

    @Test("each page's latest read is kept and read back; a file written before reads were kept still reads, its reads empty")
    func reads() throws {
        let storage = InMemoryStorage()
        let sut = LocalPageMemoryStore(storage: storage, now: { referenceNow })
        let rows = [PageCandidate(rank: 1, repo: repo("a"))]

        _ = try sut.update {
            $0.record(rows, period: .daily, language: nil, at: referenceNow.addingTimeInterval(-60))
            $0.record(rows, period: .monthly, language: nil, at: referenceNow)
        }

        let memory = try sut.read().value
        #expect(memory.reads == [
            PageRead(period: .monthly, language: nil, at: referenceNow), PageRead(period: .daily, language: nil, at: referenceNow.addingTimeInterval(-60)),
        ])
        #expect(memory.sightings["o/a"]?.period == .monthly)
        #expect(memory.remembersPage(.daily, language: nil, since: referenceNow.addingTimeInterval(-3_600)), "its every row seen again on the monthly page")

        let older = #"{"version":1,"repos":[{"repo":{"id":1,"owner":"o","name":"a","description":null,"language":null,"stars":5,"forks":0,"url":"https://github.com/o/a","created_at":1500000000},"seen_at":1795435200,"period":"daily","language":null,"rank":1}]}"#
        let old = LocalPageMemoryStore(storage: InMemoryStorage(files: ["trending-page.json": Data(older.utf8)]), now: { referenceNow })
        let read = try old.read()
        #expect(read.warnings.isEmpty && read.value.reads.isEmpty && read.value.sightings.count == 1)
        #expect(read.value.remembersPage(.daily, language: nil, since: .distantPast), "from its sightings")
    }

    @Test("a corrupt or implausible file is moved aside with a warning, never half believed")
    func corrupt() throws {
        let implausible = #"{"version":1,"repos":[{"repo":{"id":1,"owner":"o","name":"a","description":null,"language":null,"stars":-5,"forks":0,"url":"https://github.com/o/a","created_at":1500000000},"seen_at":1795435200,"period":"daily","language":null,"rank":1}]}"#
        let badRead = #"{"version":1,"repos":[],"pages":[{"period":"hourly","language":null,"spoken_language":null,"read_at":1795435200}]}"#
        for text in ["{oops", implausible, badRead] {
            let sut = LocalPageMemoryStore(storage: InMemoryStorage(files: ["trending-page.json": Data(text.utf8)]), now: { referenceNow })

            #expect(try sut.read() == StateResult(PageMemory(), warnings: [.corruptMovedAside(movedTo: "/cache/trending-page.json.corrupt-1795435200")]))
        }
    }

    private func repo(_ name: String) -> Repo {
        Repo(id: name.count, owner: "o", name: name, description: "d", language: "Rust", stars: 10, forks: 1,
             urlText: "https://github.com/o/\(name)", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
    }
}
