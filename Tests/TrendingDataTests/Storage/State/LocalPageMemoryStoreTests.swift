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
        #expect(memory.sightings["o/b"] == PageSighting(repo: repo("b"), at: referenceNow, period: .weekly, language: "Rust", rank: 2, countedAt: referenceNow))
        #expect(memory.sightings.count == 2)
        #expect(storage.messages.prefix(4) == [.lock, .read("trending-page.json"), .write("trending-page.json"), .unlock])
    }

    @Test("each API server has its own memory: one server's page is no other's; GitHub's own keeps trending-page.json")
    func perServer() throws {
        let storage = InMemoryStorage()
        let github = LocalPageMemoryStore(storage: storage, now: { referenceNow })
        let other = LocalPageMemoryStore(storage: storage, scope: "127.0.0.1-8080", now: { referenceNow })

        _ = try other.update { $0.record([PageCandidate(rank: 1, repo: repo("a"))], period: .daily, language: nil, at: referenceNow) }

        #expect(try github.read().value.sightings.isEmpty)
        #expect(try other.read().value.sightings.keys.sorted() == ["o/a"])
        #expect(storage.messages.contains(.write("127.0.0.1-8080-trending-page.json")))
    }

    @Test("a repo a server named with the token is masked when written and left out when read, never the whole memory moved aside")
    func maskedName() throws {
        let token = "ghp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = LocalPageMemoryStore(storage: FileSystemStorage(directory: folder, neverStore: token), now: { referenceNow })
        let named = Repo(
            id: 9, owner: "q", name: token, description: nil, language: nil, stars: 5, forks: 0,
            url: URL(string: "https://github.com/q/\(token)")!, createdAt: referenceNow.addingTimeInterval(-86_400 * 30)
        )

        _ = try sut.update { $0.record([PageCandidate(rank: 1, repo: named), PageCandidate(rank: 2, repo: repo("a"))], period: .daily, language: nil, at: referenceNow) }
        let read = try sut.read()

        #expect(read.value.sightings.keys.sorted() == ["o/a"])
        #expect(read.warnings.isEmpty, "\(read.warnings)")
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
        #expect(read.value.sightings["o/a"]?.countedAt == nil, "when it was counted is unknown")
        #expect(read.value.remembersPage(.daily, language: nil, since: .distantPast), "from its sightings")
    }

    @Test("a read or sighting dated in the future (a clock once ahead) is left out: it stands for no read of today's page, and is not told")
    func futureDates() throws {
        let storage = InMemoryStorage()
        let ahead = referenceNow.addingTimeInterval(18 * 86_400)
        let writer = LocalPageMemoryStore(storage: storage, now: { ahead })
        _ = try writer.update {
            $0.record([PageCandidate(rank: 1, repo: repo("ahead"))], period: .daily, language: nil, at: ahead)
            $0.record([PageCandidate(rank: 2, repo: repo("now"))], period: .monthly, language: nil, at: referenceNow.addingTimeInterval(60))
            $0.record([PageCandidate(rank: 3, repo: repo("counted"), countsAreCurrent: false, countedAt: ahead)], period: .weekly, language: nil, at: referenceNow)
        }

        let read = try LocalPageMemoryStore(storage: storage, now: { referenceNow }).read()

        #expect(read.warnings.isEmpty)
        #expect(read.value.sightings.keys.sorted() == ["o/counted", "o/now"], "a minute ahead is a clock's difference; 18 days is not")
        #expect(read.value.sightings["o/now"]?.countedAt == referenceNow.addingTimeInterval(60))
        #expect(read.value.sightings["o/counted"]?.countedAt == nil, "a count dated 18 days ahead is unknown, not the sighting")
        #expect(!read.value.remembersPage(.daily, language: nil, since: referenceNow.addingTimeInterval(-86_400)))
        #expect(read.value.remembersPage(.monthly, language: nil, since: referenceNow.addingTimeInterval(-86_400)))
    }

    @Test("a corrupt or implausible file is moved aside with a warning, never half believed")
    func corrupt() throws {
        let implausible = #"{"version":1,"repos":[{"repo":{"id":1,"owner":"o","name":"a","description":null,"language":null,"stars":-5,"forks":0,"url":"https://github.com/o/a","created_at":1500000000},"seen_at":1795435200,"period":"daily","language":null,"rank":1}]}"#
        let badRead = #"{"version":1,"repos":[],"pages":[{"period":"hourly","language":null,"spoken_language":null,"read_at":1795435200}]}"#
        let notGitHubName = implausible.replacing(#""stars":-5"#, with: #""stars":5"#).replacing(#""owner":"o""#, with: #""owner":"$(touch pwned)""#)
        let badCount = implausible.replacing(#""stars":-5"#, with: #""stars":5"#).replacing(#""rank":1"#, with: #""rank":1,"counted_at":-1e300"#)
        for text in ["{oops", implausible, badRead, notGitHubName, badCount] {
            let sut = LocalPageMemoryStore(storage: InMemoryStorage(files: ["trending-page.json": Data(text.utf8)]), now: { referenceNow })

            #expect(try sut.read() == StateResult(PageMemory(), warnings: [.corruptMovedAside(movedTo: "/cache/trending-page.json.corrupt-1795435200", file: "trending-page.json")]))
        }
    }

    private func repo(_ name: String) -> Repo {
        Repo(id: name.count, owner: "o", name: name, description: "d", language: "Rust", stars: 10, forks: 1,
             urlText: "https://github.com/o/\(name)", createdAt: Date(timeIntervalSince1970: 1_500_000_000))
    }
}
