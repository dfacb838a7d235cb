import Foundation
import TrendingData
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Creates the URLSession once, on first use, from any thread.
final class LazySession: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> URLSession
    private var made: URLSession?

    init(make: @escaping @Sendable () -> URLSession) {
        self.make = make
    }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let session = make()
            made = session
            return session
        }
    }
}
