import Foundation
import TrendingDomain

/// Collects progress callbacks.
public final class ProgressSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var _events: [LoadProgress] = []

    public init() {}

    public var events: [LoadProgress] { lock.withLock { _events } }
    public func record(_ event: LoadProgress) { lock.withLock { _events.append(event) } }
}
