#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `open` found: the page to open or why there is none, plus the state store's warnings
/// either way (a corrupt state moved aside leaves no last list).
public struct OpenRepoResult: Equatable, Sendable {
    public let outcome: Result<URL, OpenRepoError>
    public let warnings: [StateNotice]

    public init(outcome: Result<URL, OpenRepoError>, warnings: [StateNotice] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
