import Foundation

extension LoopbackServer {
    /// Like `init(handler:)`, but the handler also gets the server's own base URL, for answers
    /// that link back to it (`Link`, `Location`).
    public convenience init(linkingBack handler: @escaping @Sendable (RecordedRequest, Int, String) -> StubResponse) throws {
        let base = BaseURLBox()
        try self.init { request, index in handler(request, index, base.value) }
        base.value = baseURL
    }
}

/// The base URL, set once the port is known; read by handlers on the server's threads.
private final class BaseURLBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = ""
    var value: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
