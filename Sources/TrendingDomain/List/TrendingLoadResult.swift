#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a load produced: a listing or an error, plus warnings either way.
public struct TrendingLoadResult: Equatable, Sendable {
    public let outcome: TrendingOutcome
    public let warnings: [TrendingWarning]
    /// What to record once the list is written (`ShownRecording.afterOutput`).
    public let shown: ShownList?

    public init(outcome: TrendingOutcome, warnings: [TrendingWarning] = [], shown: ShownList? = nil) {
        self.outcome = outcome
        self.warnings = warnings
        self.shown = shown
    }

    /// The same result with `warnings` for its own: what to record once written is kept (a list
    /// rebuilt without it recorded nothing: no seen repo, no last list; bb43 w2-D1).
    public func with(warnings: [TrendingWarning]) -> TrendingLoadResult {
        TrendingLoadResult(outcome: outcome, warnings: warnings, shown: shown)
    }
}

/// A listing or the reason there is none. `Result<TrendingListing, LoadTrendingError>` in
/// all but name: a type of our own, because the runtime builds a generic type's metadata on
/// first use and checks `Failure: Error` by scanning every conformance in the binary, a cost
/// every cached list paid (#13).
public enum TrendingOutcome: Equatable, Sendable {
    case success(TrendingListing)
    case failure(LoadTrendingError)

    /// The listing, or the error thrown.
    public func get() throws(LoadTrendingError) -> TrendingListing {
        switch self {
        case .success(let listing): return listing
        case .failure(let error): throw error
        }
    }
}
