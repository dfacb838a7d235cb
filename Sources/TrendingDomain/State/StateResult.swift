#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value read from (or a change made to) a state file, with the warnings the store met on the
/// way: a corrupt file is moved aside, the value is then the empty one, and the warning says
/// where the file went. What the state gateways return, and the state use cases after them.
public struct StateResult<Value> {
    public var value: Value
    public var warnings: [StateNotice]

    public init(_ value: Value, warnings: [StateNotice] = []) {
        self.value = value
        self.warnings = warnings
    }

    /// The same warnings with the value transformed.
    public func map<T>(_ transform: (Value) -> T) -> StateResult<T> {
        StateResult<T>(transform(value), warnings: warnings)
    }

    /// The value, its warnings added to `warnings`: for a use case that reads more than once.
    public func value(adding warnings: inout [StateNotice]) -> Value {
        warnings += self.warnings
        return value
    }
}

extension StateResult: Sendable where Value: Sendable {}
extension StateResult: Equatable where Value: Equatable {}
