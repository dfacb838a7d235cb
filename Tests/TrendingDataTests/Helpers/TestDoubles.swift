import Foundation
import TrendingData

/// Records each request sent and answers from a script, in order.
final class NetworkClientSpy: NetworkClient, @unchecked Sendable {
    private let lock = NSLock()
    private var _requests: [HTTPRequest] = []
    private var results: [Result<HTTPResponse, NetworkError>]
    /// Runs on each send, before answering: a test's way to let time pass during a request.
    var onSend: (HTTPRequest) -> Void = { _ in }
    /// Answers each request by what it asks, instead of the results in turn: a server with rules.
    var respond: ((HTTPRequest) -> Result<HTTPResponse, NetworkError>)?

    init(_ results: [Result<HTTPResponse, NetworkError>]) {
        self.results = results
    }

    var requests: [HTTPRequest] { lock.withLock { _requests } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        onSend(request)
        let result: Result<HTTPResponse, NetworkError> = lock.withLock {
            _requests.append(request)
            if let respond { return respond(request) }
            return results.count > 1 ? results.removeFirst() : results[0]
        }
        return try result.get()
    }
}

/// An in-memory `LocalStorageClient` that records what it was asked, for cache tests.
final class InMemoryStorage: LocalStorageClient, @unchecked Sendable {
    enum Message: Equatable { case read(String), readHead(String, Int), write(String), delete(String), moveAside(String, String), lock, unlock }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private(set) var files: [String: Data]
    var readError: StorageError?
    var writeError: StorageError?

    init(files: [String: Data] = [:]) {
        self.files = files
    }

    var messages: [Message] { lock.withLock { _messages } }

    func read(_ key: String) throws(StorageError) -> Data? {
        lock.withLock { _messages.append(.read(key)) }
        try Self.validate(key)
        if let readError { throw readError }
        return lock.withLock { files[key] }
    }

    func read(_ key: String, upTo count: Int) throws(StorageError) -> Data? {
        lock.withLock { _messages.append(.readHead(key, count)) }
        try Self.validate(key)
        if let readError { throw readError }
        return lock.withLock { files[key].map { Data($0.prefix(count)) } }
    }

    func write(_ data: Data, to key: String) throws(StorageError) {
        lock.withLock { _messages.append(.write(key)) }
        try Self.validate(key)
        if let writeError { throw writeError }
        lock.withLock { files[key] = data }
    }

    func delete(_ key: String) throws(StorageError) {
        lock.withLock { _messages.append(.delete(key)) }
        try Self.validate(key)
        lock.withLock { files[key] = nil }
    }

    func keys() throws(StorageError) -> [String] {
        lock.withLock { Array(files.keys) }
    }

    /// The real client's rule: a key names a file in its folder, never a path out of it.
    private static func validate(_ key: String) throws(StorageError) {
        guard !key.isEmpty, !key.contains("/"), key != ".", key != ".." else {
            throw .io(.invalidKey(key))
        }
    }

    func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        lock.withLock { _messages.append(.lock) }
        defer { lock.withLock { _messages.append(.unlock) } }
        return try body()
    }

    func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        try Self.validate(key)
        let moved = lock.withLock {
            _messages.append(.moveAside(key, suffix))
            guard let data = files.removeValue(forKey: key) else { return false }
            files["\(key).\(suffix)"] = data
            return true
        }
        guard moved else { throw .io(.failed(.moveAside, path: key, reason: "no such file")) }
        return "/cache/\(key).\(suffix)"
    }
}
