#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the helper could not serve a request.
enum HelperFailure: Error {
    case missing(String)
    case cannotStart(String)
    case stopped
    case timedOut
    case broken(String)

    var networkError: NetworkError {
        let name = HelperProcessNetworkClient.helperName
        switch self {
        case .missing(let path): return .helper("\(name), the network helper, is missing at \(path)")
        case .cannotStart(let reason): return .helper("\(name), the network helper, could not be started: \(reason)")
        case .stopped: return .helper("\(name), the network helper, stopped unexpectedly")
        case .timedOut: return .timedOut
        case .broken(let reason): return .helper(reason)
        }
    }
}
