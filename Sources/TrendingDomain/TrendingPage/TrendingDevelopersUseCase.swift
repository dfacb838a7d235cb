#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `trending developers`: GitHub's trending developers page, cached; when the page can't be had,
/// the cached copy stands in (however old), and without one the failure is the answer. A page
/// saying it lists none is an answer: no older copy stands in for it; a copy of that answer
/// stands in as any copy does (`stale` with no developer).
public struct TrendingDevelopersUseCase: Sendable {
    private let gateway: any TrendingDevelopersGateway

    public init(gateway: any TrendingDevelopersGateway) {
        self.gateway = gateway
    }

    public enum Result: Equatable, Sendable {
        /// From the page, or from a cache fresh enough (or offline) to be the answer.
        case developers([TrendingDeveloper], fetchedAt: Date, fromCache: Bool)
        /// The page failed for `reason`; the copy fetched at `fetchedAt` stands in: none when it
        /// was GitHub's "no trending developers for your choices".
        case stale([TrendingDeveloper], fetchedAt: Date, reason: TrendingPageFailure)
        case failed(TrendingPageFailure)
    }

    public func load(since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode) async -> Result {
        let answer = await gateway.developers(since: since, language: language, spokenLanguage: spokenLanguage, mode: mode)
        switch answer {
        case .rows(let developers, let fetchedAt, let fromCache):
            return .developers(developers, fetchedAt: fetchedAt, fromCache: fromCache)
        case .listsNone:
            // GitHub's word that it lists none for these options is its answer, not a failure
            // an older copy stands in for.
            return .failed(.listsNone)
        case .unavailable(let reason):
            guard mode != .offline, reason != .listsNone else { return .failed(reason) }
            switch await gateway.developers(since: since, language: language, spokenLanguage: spokenLanguage, mode: .offline) {
            case .rows(let developers, let fetchedAt, _): return .stale(developers, fetchedAt: fetchedAt, reason: reason)
            case .listsNone(let fetchedAt, _): return .stale([], fetchedAt: fetchedAt, reason: reason)
            case .unavailable: return .failed(reason)
            }
        }
    }
}
