import Foundation
import TrendingDomain

/// The cache's files, listed from memory, recording each message.
final class CacheFilesSpy: CacheFiles, @unchecked Sendable {
    enum Message: Equatable { case keys, delete(String) }

    private let lock = NSLock()
    private let storedKeys: [String]
    private var _messages: [Message] = []
    var keysError: CacheError?
    var deleteErrors: [String: CacheError] = [:]

    init(keys: [String]) {
        storedKeys = keys
    }

    var messages: [Message] { lock.withLock { _messages } }

    func keys() throws(CacheError) -> [String] {
        lock.withLock { _messages.append(.keys) }
        if let keysError { throw keysError }
        return storedKeys
    }

    func delete(_ key: String) throws(CacheError) {
        lock.withLock { _messages.append(.delete(key)) }
        if let error = deleteErrors[key] { throw error }
    }
}
