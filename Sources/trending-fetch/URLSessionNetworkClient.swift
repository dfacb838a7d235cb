import Foundation
import TrendingData
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `NetworkClient` on one process-wide URLSession, with a hard deadline, a size cap counted on
/// decoded bytes, and no redirects followed (Architecture.md, Decisions).
public final class URLSessionNetworkClient: NetworkClient {
    /// The process's one client. Its session is made on first use, so a run served from the
    /// cache never sets up networking at all.
    public static let shared = URLSessionNetworkClient()

    /// A search page of 100 repos is about 600 KB; 20 MiB leaves room and refuses floods.
    public static let defaultMaxBodyBytes = 20 * 1024 * 1024

    private let maxBodyBytes: Int
    private let tasks = TaskRegistry()
    /// The origins an answer came from lately, whose connection libcurl may have kept open.
    private let answered = OriginSet()
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
        let started = DispatchTime.now()
        let origin = Self.origin(of: request.url)
        // Only a connection an earlier answer left open can hold that answer's leftovers.
        let mayReuse = answered.contains(origin)
        do {
            let response = try await sendOnce(request)
            // An answer that closed its connection left none open to hold leftovers.
            if Self.keepsAlive(response) { answered.insert(origin) } else { answered.remove(origin) }
            return response
        } catch where mayReuse && Self.mayBeAnEarlierAnswersLeftover(error) {
            // Bytes a broken server sent past an earlier answer's end, on a kept-alive
            // connection, read as this answer's start: libcurl has closed that connection, so
            // asking once more, within the same deadline, costs the earlier answer only itself.
            answered.remove(origin)
            var again = request
            again.timeout = request.timeout - Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            return try await sendOnce(again)
        } catch {
            // A failed exchange leaves no connection open for the next to reuse (bb26 e-D3: a
            // server that never speaks HTTP got every request twice).
            answered.remove(origin)
            throw error
        }
    }

    /// Whether the connection may stay open after `response`: unless it said `Connection: close`.
    static func keepsAlive(_ response: HTTPResponse) -> Bool {
        !(response.header("connection")?.lowercased().split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "close" } ?? false)
    }

    /// `scheme://host:port`: where a kept-alive connection goes.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }

    /// libcurl's words for an answer that did not start as HTTP/1.x does.
    static func mayBeAnEarlierAnswersLeftover(_ error: NetworkError) -> Bool {
        guard case .transport(let reason) = error else { return false }
        return reason.contains("HTTP/0.9")
    }

    private func sendOnce(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard request.timeout > 0 else { throw .timedOut }
        let route = IPv6LoopbackRoute.route(request.url)
        let port = route.url.port ?? (route.url.scheme == "https" ? 443 : 80)
        if route.host != nil, IPv6LoopbackRoute.ipv4Answers(port: port) {
            throw .notSent(
                "127.0.0.1:\(port) answers too, and on this system a request for [::1]:\(port) can reach it instead; "
                    + "use http://127.0.0.1:\(port), or stop what listens there"
            )
        }
        var urlRequest = URLRequest(url: route.url)
        urlRequest.httpMethod = request.method
        // URLSession's timeout is an idle timeout, and on Linux a value under a second becomes
        // zero and fires at once; the deadline below is what bounds the request.
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up))
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let host = route.host { urlRequest.setValue(host, forHTTPHeaderField: "Host") }
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
