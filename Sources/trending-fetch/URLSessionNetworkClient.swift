import Foundation
import TrendingData
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `NetworkClient` on one process-wide URLSession, with a hard deadline and a size cap.
///
/// - URLSession's own timeout restarts with every byte, so a server that trickles a byte every
///   few seconds would never time out; here the task is cancelled when `request.timeout` passes.
/// - The body is collected through the delegate, which counts decoded bytes (after gzip) as
///   they arrive and cancels past `maxBodyBytes`; its queue pauses the transfer while chunks
///   wait (`BoundedDelegateQueue`), so a gzip bomb or an endless body never fills memory.
/// - Redirects are not followed here: the 3xx comes back as is, so `RedirectingNetworkClient`
///   can decide what a redirect may carry (never the token to another host).
public final class URLSessionNetworkClient: NetworkClient {
    /// The process's one client. Its session is made on first use, so a run served from the
    /// cache never sets up networking at all.
    public static let shared = URLSessionNetworkClient()

    /// A search page of 100 repos is about 600 KB; 20 MiB leaves room and refuses floods.
    public static let defaultMaxBodyBytes = 20 * 1024 * 1024

    private let maxBodyBytes: Int
    private let tasks = TaskRegistry()
    private let lazySession: LazySession

    public init(maxBodyBytes: Int = defaultMaxBodyBytes) {
        self.maxBodyBytes = maxBodyBytes
        let delegate = SessionDelegate(tasks: tasks)
        self.lazySession = LazySession { Self.makeEphemeralSession(delegate: delegate) }
    }

    /// A session that keeps nothing on disk: no cookies, no URL cache, no credentials.
    static func makeEphemeralSession(delegate: URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 1
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: BoundedDelegateQueue())
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard request.timeout > 0 else { throw .timedOut }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        // URLSession's timeout is an idle timeout, and on Linux a value under a second becomes
        // zero and fires at once; the deadline below is what bounds the request.
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up))
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let session = lazySession.session
        let tasks = self.tasks
        let maxBodyBytes = self.maxBodyBytes
        let result: Result<HTTPResponse, NetworkError> = await withCheckedContinuation { continuation in
            let task = session.dataTask(with: urlRequest)
            let id = task.taskIdentifier
            tasks.register(id, TaskState(continuation: continuation, maxBodyBytes: maxBodyBytes))
            let deadline = DispatchWorkItem {
                tasks.finish(id, with: .failure(.timedOut))
                cancelling.async { task.cancel() }
            }
            tasks.setDeadline(id, deadline)
            DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout, execute: deadline)
            task.resume()
        }
        return try result.get()
    }
}

/// Where tasks are cancelled. `cancel` waits for URLSession's transfer thread; a serial queue of
/// its own keeps that wait off the few shared dispatch threads that deadlines run on.
private let cancelling = DispatchQueue(label: "trending-fetch.cancel")

/// What one task has gathered so far, and the continuation waiting for it.
private final class TaskState {
    let continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>
    let maxBodyBytes: Int
    var response: HTTPURLResponse?
    var body = Data()
    var failure: NetworkError?
    var deadline: DispatchWorkItem?
    private var cancelRequested = false

    init(continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>, maxBodyBytes: Int) {
        self.continuation = continuation
        self.maxBodyBytes = maxBodyBytes
    }

    /// Marks the answer too large; true the first time, when the task is to be cancelled.
    func refuse() -> Bool {
        failure = failure ?? .responseTooLarge(limit: maxBodyBytes)
        body = Data()
        defer { cancelRequested = true }
        return !cancelRequested
    }
}

/// Tasks in flight by identifier. Each is finished exactly once, by whichever of the
/// transfer, the size cap and the deadline comes first.
private final class TaskRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var states: [Int: TaskState] = [:]

    func register(_ id: Int, _ state: TaskState) {
        lock.withLock { states[id] = state }
    }

    func setDeadline(_ id: Int, _ deadline: DispatchWorkItem) {
        lock.withLock { states[id]?.deadline = deadline }
    }

    func withState<T>(_ id: Int, _ body: (TaskState) -> T) -> T? {
        lock.withLock { states[id].map(body) }
    }

    func finish(_ id: Int, with result: Result<HTTPResponse, NetworkError>) {
        guard let state = lock.withLock({ states.removeValue(forKey: id) }) else { return }
        state.deadline?.cancel()
        state.continuation.resume(returning: result)
    }
}

private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let tasks: TaskRegistry

    init(tasks: TaskRegistry) {
        self.tasks = tasks
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refused = tasks.withState(dataTask.taskIdentifier) { state -> Bool in
            state.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(state.maxBodyBytes) {
                return state.refuse()
            }
            // Room for the largest body at once: untouched pages cost no memory, and growing by
            // doubling would copy, briefly holding a body one and a half times over.
            state.body.reserveCapacity(state.maxBodyBytes)
            return false
        } ?? false
        // URLSession on Linux ignores the disposition; the cancel below is what stops the body.
        completionHandler(refused ? .cancel : .allow)
        if refused { Self.cancel(dataTask) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refused = tasks.withState(dataTask.taskIdentifier) { state -> Bool in
            guard state.failure == nil, state.body.count + data.count <= state.maxBodyBytes else {
                return state.refuse()
            }
            state.body.append(data)
            return false
        } ?? false
        if refused { Self.cancel(dataTask) }
    }

    /// `cancel` waits for URLSession's transfer thread, which may be waiting for this queue to
    /// drain (see BoundedDelegateQueue): cancel from elsewhere, once, and let chunks go meanwhile.
    private static func cancel(_ task: URLSessionDataTask) {
        cancelling.async { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let id = task.taskIdentifier
        let result = tasks.withState(id) { state -> Result<HTTPResponse, NetworkError> in
            if let failure = state.failure { return .failure(failure) }
            if let error { return .failure(Self.networkError(error)) }
            guard let http = state.response else { return .failure(.transport("the server's answer was not HTTP")) }
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            return .success(HTTPResponse(status: http.statusCode, headers: headers, body: state.body))
        }
        if let result { tasks.finish(id, with: result) }
    }

    private static func networkError(_ error: Error) -> NetworkError {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut { return .timedOut }
        return .transport(nsError.localizedDescription)
    }
}

/// Creates the URLSession once, on first use, from any thread.
private final class LazySession: @unchecked Sendable {
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
