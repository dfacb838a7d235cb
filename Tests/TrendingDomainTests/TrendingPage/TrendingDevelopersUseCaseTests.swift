import Foundation
import Testing
import TrendingDomain

@Suite("TrendingDevelopersUseCase")
struct TrendingDevelopersUseCaseTests {
    @Test("delivers the page's developers as the gateway answers them, asking once")
    func delivers() async {
        let (sut, gateway) = makeSUT([.rows([developer()], fetchedAt: at, fromCache: false)])

        let result = await sut.load(since: .weekly, language: "Rust", spokenLanguage: "en", mode: .automatic)

        #expect(result == .developers([developer()], fetchedAt: at, fromCache: false))
        #expect(gateway.messages == [.init(since: .weekly, language: "Rust", spokenLanguage: "en", mode: .automatic)])
    }

    @Test("falls back to the cached copy when the page fails, keeping the reason")
    func staleFallback() async {
        let (sut, gateway) = makeSUT([.unavailable(.http(status: 503)), .rows([developer()], fetchedAt: at, fromCache: true)])

        let result = await sut.load(since: .daily, language: nil, spokenLanguage: nil, mode: .refresh)

        #expect(result == .stale([developer()], fetchedAt: at, reason: .http(status: 503)))
        #expect(gateway.messages.map(\.mode) == [.refresh, .offline])
    }

    @Test("GitHub's word that it lists none is its answer: no older copy stands in for it")
    func listsNoneIsAnAnswer() async {
        let (sut, gateway) = makeSUT([.listsNone(fetchedAt: at, fromCache: false), .rows([developer()], fetchedAt: at, fromCache: true)])

        #expect(await sut.load(since: .daily, language: "COBOL", spokenLanguage: nil, mode: .automatic) == .failed(.listsNone))
        #expect(gateway.messages.map(\.mode) == [.automatic])
    }

    @Test("a cached copy of that answer stands in for a page that fails, as a copy with rows does: none, with its date (bb30 g-D1)")
    func cachedNoneStandsIn() async {
        let (sut, gateway) = makeSUT([.unavailable(.http(status: 500)), .listsNone(fetchedAt: at, fromCache: true)])

        #expect(await sut.load(since: .daily, language: "COBOL", spokenLanguage: nil, mode: .automatic) == .stale([], fetchedAt: at, reason: .http(status: 500)))
        #expect(gateway.messages.map(\.mode) == [.automatic, .offline])
    }

    @Test("fails with the page's reason when nothing is cached either")
    func failsWithoutCache() async {
        let (sut, _) = makeSUT([.unavailable(.noRows), .unavailable(.offlineNothingCached)])

        #expect(await sut.load(since: .daily, language: nil, spokenLanguage: nil, mode: .automatic) == .failed(.noRows))
    }

    @Test("offline asks the cache once and never falls back again")
    func offline() async {
        let (sut, gateway) = makeSUT([.unavailable(.offlineNothingCached)])

        #expect(await sut.load(since: .daily, language: nil, spokenLanguage: nil, mode: .offline) == .failed(.offlineNothingCached))
        #expect(gateway.messages.count == 1)
    }

    // MARK: - Helpers

    private let at = Date(timeIntervalSince1970: 1_795_435_200)

    private func developer() -> TrendingDeveloper {
        TrendingDeveloper(rank: 1, login: "ada-k", name: "Ada", popularRepo: RepoName(owner: "o", name: "r"), popularRepoDescription: "d")
    }

    private func makeSUT(_ answers: [TrendingPageAnswer<[TrendingDeveloper]>]) -> (TrendingDevelopersUseCase, DevelopersGatewaySpy) {
        let gateway = DevelopersGatewaySpy(answers)
        return (TrendingDevelopersUseCase(gateway: gateway), gateway)
    }
}

final class DevelopersGatewaySpy: TrendingDevelopersGateway, @unchecked Sendable {
    struct Message: Equatable {
        let since: TrendingPeriod
        let language: String?
        let spokenLanguage: String?
        let mode: LoadMode
    }

    private let lock = NSLock()
    private var answers: [TrendingPageAnswer<[TrendingDeveloper]>]
    private var _messages: [Message] = []

    init(_ answers: [TrendingPageAnswer<[TrendingDeveloper]>]) {
        self.answers = answers
    }

    var messages: [Message] { lock.withLock { _messages } }

    func developers(since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode) async -> TrendingPageAnswer<[TrendingDeveloper]> {
        lock.withLock {
            _messages.append(Message(since: since, language: language, spokenLanguage: spokenLanguage, mode: mode))
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
    }
}
