#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is remembered about the endpoint between runs.
public struct StarHistoryEndpointStatus: Equatable, Sendable {
    /// The server answered that it has no star-history endpoint: don't ask it before this.
    public var unavailableUntil: Date?
    /// The core budget fell to the reserve: send no history request before this.
    public var budgetResetsAt: Date?
    /// Whether that budget was a token's.
    public var budgetAuthenticated: Bool

    public init(unavailableUntil: Date? = nil, budgetResetsAt: Date? = nil, budgetAuthenticated: Bool = false) {
        self.unavailableUntil = unavailableUntil
        self.budgetResetsAt = budgetResetsAt
        self.budgetAuthenticated = budgetAuthenticated
    }
}
