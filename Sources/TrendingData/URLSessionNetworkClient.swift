import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `NetworkClient` on one process-wide URLSession, with a hard deadline per request.
///
/// URLSession's own `timeoutIntervalForRequest` restarts with every byte, so a server that
/// trickles a byte every few seconds would never time out; the deadline here cancels the task
/// outright when the request's `timeout` passes.
public final class URLSessionNetworkClient: NetworkClient {
    /// The process's one client. Its session is made on first use, so a run served from the
    /// cache never sets up networking at all.
    public static let shared = URLSessionNetworkClient(makeSession: makeEphemeralSession)

    private let lazySession: LazySession

    public init(makeSession: @escaping @Sendable () -> URLSession) {
        self.lazySession = LazySession(make: makeSession)
    }

    /// A session that keeps nothing on disk: no cookies, no URL cache, no credentials.
    public static func makeEphemeralSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 1
        return URLSession(configuration: configuration)
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = request.timeout
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let result: Result<HTTPResponse, NetworkError> = await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            let task = lazySession.session.dataTask(with: urlRequest) { data, response, error in
                once.resume(with: Self.result(data: data, response: response, error: error))
            }
            let deadline = DispatchWorkItem {
                once.resume(with: .failure(.timedOut))
                task.cancel()
            }
            once.onFinish = { deadline.cancel() }
            DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout, execute: deadline)
            task.resume()
        }
        return try result.get()
    }

    private static func result(data: Data?, response: URLResponse?, error: Error?) -> Result<HTTPResponse, NetworkError> {
        if let error {
            let nsError = error as NSError
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                return .failure(.timedOut)
            }
            return .failure(.transport(nsError.localizedDescription))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport("the server's answer was not HTTP"))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }
}

/// Resumes a continuation exactly once, whichever of the task and the deadline finishes first.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
    var onFinish: () -> Void = {}

    init(_ continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) {
        self.continuation = continuation
    }

    func resume(with result: Result<HTTPResponse, NetworkError>) {
        let pending: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>? = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        guard let pending else { return }
        onFinish()
        pending.resume(returning: result)
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
