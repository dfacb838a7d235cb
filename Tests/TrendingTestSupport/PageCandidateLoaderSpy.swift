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
    private let answers: [TrendingPeriod: PageCandidates]
    private let copy: PageCandidates?

    /// `answers` gives a period's page its own answer; the others get `answer`. `copy`, when
    /// given, is every offline read's answer: the page's cached copy.
    public init(answer: PageCandidates, answers: [TrendingPeriod: PageCandidates] = [:], copy: PageCandidates? = nil) {
        self.answer = answer
        self.answers = answers
        self.copy = copy
    }

    public var calls: [Call] { lock.withLock { _calls } }

    public func candidates(
        for query: TrendingQuery, spokenLanguage: String?, mode: LoadMode, remembered: PageMemory
    ) async -> PageCandidates {
        lock.withLock { _calls.append(Call(query: query, spokenLanguage: spokenLanguage, mode: mode, remembered: remembered)) }
        if mode == .offline, let copy { return copy }
        return answers[query.period] ?? answer
    }
}
