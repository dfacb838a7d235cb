#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the helper could not serve a request.
enum HelperFailure: Error {
    case missing(String)
    case notExecutable(String)
    case cannotStart(String)
    /// With the first line it wrote to stderr, if any (a loader's error, a crash's words).
    case stopped(String?)
    /// The system's HTTP library, in the helper, stopped on the answer with a fatal error.
    case libraryStopped
    case timedOut
    case broken(String)

    var networkError: NetworkError {
        let name = HelperProcessNetworkClient.helperName
        switch self {
        case .missing(let path): return .helper("\(name), the network helper, is missing at \(path)")
        case .notExecutable(let path): return .helper("\(name), the network helper, at \(path) is not executable")
        case .cannotStart(let reason): return .helper("\(name), the network helper, could not be started: \(reason)")
        case .stopped(let said): return .helper("\(name), the network helper, stopped unexpectedly" + (said.map { ": \($0)" } ?? ""))
        case .libraryStopped: return .unreadableHeaders(.libraryStopped)
        case .timedOut: return .timedOut
        case .broken(let reason): return .helper(reason)
        }
    }
}
