import Foundation

/// Origins (`scheme://host:port`), shared across tasks under a lock.
final class OriginSet: @unchecked Sendable {
    private let lock = NSLock()
    private var origins: Set<String> = []

    func contains(_ origin: String) -> Bool {
        lock.withLock { origins.contains(origin) }
    }

    func insert(_ origin: String) {
        _ = lock.withLock { origins.insert(origin) }
    }

    func remove(_ origin: String) {
        _ = lock.withLock { origins.remove(origin) }
    }
}
