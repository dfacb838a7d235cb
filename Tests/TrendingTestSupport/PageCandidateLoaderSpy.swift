import Foundation
import TrendingDomain

/// GitHub's page as a spy: records what it was asked, answers the same each time.
public final class PageCandidateLoaderSpy: TrendingPageCandidateLoader, @unchecked Sendable {
    public struct Call: Equatable {
        public let query: TrendingQuery
        public let spokenLanguage: String?
        public let mode: LoadMode
        public let remembered: PageMemory

        public init(query: TrendingQuery, spokenLanguage: String?, mode: LoadMode, remembered: PageMemory = PageMemory()) {
            self.query = query
            self.spokenLanguage = spokenLanguage
            self.mode = mode
            self.remembered = remembered
        }
    }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private let answer: PageCandidates

    public init(answer: PageCandidates) { self.answer = answer }

    public var calls: [Call] { lock.withLock { _calls } }

    public func candidates(
        for query: TrendingQuery, spokenLanguage: String?, mode: LoadMode, remembered: PageMemory
    ) async -> PageCandidates {
        lock.withLock { _calls.append(Call(query: query, spokenLanguage: spokenLanguage, mode: mode, remembered: remembered)) }
        return answer
    }
}
