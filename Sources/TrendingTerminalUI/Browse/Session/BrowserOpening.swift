#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opens a web page in the user's browser (`o` in browse, `trending open`).
public protocol BrowserOpening: Sendable {
    func open(_ url: URL) -> BrowserOpenOutcome
    /// From a full screen (browse), off the screen's thread, so keys and resizes are answered while
    /// a window browser starts: one that draws in the terminal (w3m, lynx) gets it (`handOver`
    /// before, `takeBack` once it quits, each back once the screen did it); `settled` hears how it went.
    func openBeside(
        _ url: URL, handOver: @escaping @Sendable () -> Void, takeBack: @escaping @Sendable () -> Void,
        settled: @escaping @Sendable (BrowserOpenOutcome) -> Void
    )
}

/// How an attempt to open a URL ended.
public enum BrowserOpenOutcome: Equatable, Sendable {
    case opened
    /// Nothing to run: no `$BROWSER` and no `xdg-open`.
    case noBrowser
    /// A browser ran and failed, or could not be started.
    case failed(command: String, reason: String)
}
