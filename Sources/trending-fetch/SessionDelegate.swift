import Foundation
import TrendingData
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let tasks: TaskRegistry

    init(tasks: TaskRegistry) {
        self.tasks = tasks
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refused = tasks.withState(dataTask.taskIdentifier) { state -> NetworkError? in
            state.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(state.maxBodyBytes) {
                return state.refuse() ? state.failure : nil
            }
            // Room for the largest body at once: untouched pages cost no memory, and growing by
            // doubling would copy, briefly holding a body one and a half times over.
            state.body.reserveCapacity(state.maxBodyBytes)
            return nil
        } ?? nil
        // URLSession on Linux ignores the disposition; the cancel below is what stops the body.
        completionHandler(refused != nil ? .cancel : .allow)
        if let refused { refuse(dataTask, refused) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refused = tasks.withState(dataTask.taskIdentifier) { state -> NetworkError? in
            guard state.failure == nil, state.body.count + data.count <= state.maxBodyBytes else {
                return state.refuse() ? state.failure : nil
            }
            state.body.append(data)
            return nil
        } ?? nil
        if let refused { refuse(dataTask, refused) }
    }

    /// The answer is refused now, as soon as it passed the cap: the caller hears at once, and
    /// whatever more the server sends before the cancel takes hold is dropped unread (on Linux a
    /// cancel can lag, or never stop an endless body before the deadline would).
    private func refuse(_ task: URLSessionDataTask, _ failure: NetworkError) {
        tasks.finish(task.taskIdentifier, with: .failure(failure))
        Self.cancel(task)
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

    /// A 401 asking for Basic credentials: no credential is ever given (the token goes in its own
    /// header), and the 401, read whole by now, is the answer. Left to URLSession on Linux, the
    /// task never completes and waits out the deadline.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let id = task.taskIdentifier
        let answer = tasks.withState(id) { state -> Result<HTTPResponse, NetworkError>? in
            if let failure = state.failure { return .failure(failure) }
            guard let http = state.response ?? challenge.failureResponse as? HTTPURLResponse else { return nil }
            return .success(Self.response(http, body: state.body))
        } ?? nil
        if let answer { tasks.finish(id, with: answer) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let id = task.taskIdentifier
        let result = tasks.withState(id) { state -> Result<HTTPResponse, NetworkError> in
            if let failure = state.failure { return .failure(failure) }
            // An error answer whose body does not decode is still that error: its status and
            // headers judge it (a 502 retried, a spent limit waited for), its body unread (bb39 h2-D5).
            if let error, let http = state.response, !(200...299).contains(http.statusCode), case .badAnswer = Self.networkError(error) {
                return .success(Self.response(http, body: Data()))
            }
            if let error { return .failure(Self.networkError(error)) }
            // Completed with no error and no response: the library took the answer, but gave no
            // status for it (a redirect naming no Location does this). An answer, not the network.
            guard let http = state.response else {
                return .failure(.badAnswer("the server answered, but the HTTP library gave no response for it (a redirect that names no Location does this)"))
            }
            return .success(Self.response(http, body: state.body))
        }
        if let result { tasks.finish(id, with: result) }
    }

    private static func response(_ http: HTTPURLResponse, body: Data) -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: body)
    }

    /// libcurl's words for a body its `Content-Encoding` does not decode: a gzip or deflate lie,
    /// a `br` or `zstd` one (whose decoder fails as a write), or a coding it does not know
    /// (bb38 e2-D1). The same answer fails the same way again: no retry.
    static let undecodedBody = [
        "Error while processing content unencoding", "Unrecognized or bad HTTP Content or Transfer-Encoding",
        "Unrecognized content encoding type", "Failed writing received data to disk/application",
    ]

    private static func networkError(_ error: Error) -> NetworkError {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut { return .timedOut }
        // libcurl's header callback refuses a header that is not UTF-8 (obs-text, legal in
        // HTTP/1.1) or a line ended by LF alone: the server answered, and the same answer would
        // be refused again.
        if nsError.domain == NSURLErrorDomain, nsError.localizedDescription == "Failed writing header" { return .unreadableHeaders(.notUTF8) }
        // A header over libcurl's most (100 KiB) is refused as "Out of memory": the helper's bodies
        // are capped far below any real shortage, so it is the answer's header.
        if nsError.domain == NSURLErrorDomain, nsError.localizedDescription == "Out of memory" { return .unreadableHeaders(.tooLong) }
        // Headers over its most in all (300 KiB), each under 100 KiB: the same refusal.
        if nsError.domain == NSURLErrorDomain, nsError.localizedDescription.hasPrefix("Too large response headers") {
            return .unreadableHeaders(.tooLong)
        }
        // A body its Content-Encoding does not decode: the same answer fails the same way again.
        if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorCannotDecodeContentData || nsError.code == NSURLErrorCannotDecodeRawData
            || Self.undecodedBody.contains(where: nsError.localizedDescription.hasPrefix) {
            return .badAnswer("its body could not be decoded (\(nsError.localizedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "."))))")
        }
        return .transport(nsError.localizedDescription)
    }
}
