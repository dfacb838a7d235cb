import Foundation
import TrendingData

/// The flood check: fetch a URL with the production client and its default size cap, and pass
/// only if the client refuses the body as too large. `.ci/fuzz` points it at a loopback server
/// that sends a 50 MB body, with and without `Content-Length`. The mapper is never handed such
/// a body in the app; the fuzz run still replays one through it to show it would not crash.
enum BodyLimitCheck {
    /// Exit status 0 when the body was refused, 1 otherwise.
    static func run(_ argument: String) -> Int32 {
        guard let url = URL(string: argument), url.scheme != nil else {
            print("trending-fuzz: not a URL: \(argument)")
            return 1
        }
        let limit = URLSessionNetworkClient.defaultMaxBodyBytes
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do throws(NetworkError) {
                let response = try await URLSessionNetworkClient().send(HTTPRequest(url: url, timeout: 60))
                outcome.set("accepted a \(response.body.count)-byte body (status \(response.status))", refused: false)
            } catch {
                outcome.set("\(error)", refused: error == .responseTooLarge(limit: limit))
            }
            done.signal()
        }
        done.wait()
        let (message, refused) = outcome.get()
        print("trending-fuzz: \(url.absoluteString): \(refused ? "refused" : "NOT refused"): \(message) (cap \(limit) bytes)")
        fflush(nil)
        return refused ? 0 : 1
    }

    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var message = ""
        private var refused = false

        func set(_ message: String, refused: Bool) {
            lock.withLock { (self.message, self.refused) = (message, refused) }
        }

        func get() -> (String, Bool) {
            lock.withLock { (message, refused) }
        }
    }
}
