#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How to filter, rank and measure a list from local state and history.
public struct ListingOptions: Equatable, Sendable {
    public var sort: TrendingSort
    /// How old the snapshot a delta is measured from must be; 0 means the previous one.
    public var deltaWindow: TimeInterval
    /// Only repos no list has shown before, the list filled past the seen ones (`--new-only`).
    public var newOnly: Bool
    /// How many candidates `--scope all` measures with a star-history request.
    public var candidates: Int
    /// When the whole list counts as seen and becomes the last shown list (`ShownRecording`).
    public var remembersShown: ShownRecording
    /// Where `--scope all` finds candidates (`--source`).
    public var source: DiscoverySource
    /// GitHub's page's `spoken_language_code` (`--spoken-language`); the searches cannot filter by it.
    public var spokenLanguage: String?

    /// The candidates a cold `--scope all` run measures by default: GitHub's 25 page rows and the
    /// best of the searches within 60 history requests.
    public static let defaultCandidates = 60

    public init(
        sort: TrendingSort = .stars, deltaWindow: TimeInterval = 0, newOnly: Bool = false,
        candidates: Int = ListingOptions.defaultCandidates, remembersShown: ShownRecording = .atOnce,
        source: DiscoverySource = .auto, spokenLanguage: String? = nil
    ) {
        self.source = source
        self.spokenLanguage = spokenLanguage
        self.sort = sort
        self.deltaWindow = deltaWindow
        self.newOnly = newOnly
        self.candidates = candidates
        self.remembersShown = remembersShown
    }
}

/// When a list's repos count as seen and the list becomes the last one shown.
public enum ShownRecording: Equatable, Sendable {
    /// As the list is made.
    case atOnce
    /// Once the caller has written it (`TrendingLoadResult.shown`, `ListTrendingUseCase.record`):
    /// a digest whose output failed has shown nothing, and must not make its repos seen.
    case afterOutput
    /// Never: an interactive screen says what was on screen itself (`ShownReposUseCase`).
    case never
}
