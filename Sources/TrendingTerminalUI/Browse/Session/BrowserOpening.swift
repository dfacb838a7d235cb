#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opens a web page in the user's browser (`o` in browse, `trending open`).
public protocol BrowserOpening: Sendable {
    func open(_ url: URL) -> BrowserOpenOutcome
}

/// How an attempt to open a URL ended.
public enum BrowserOpenOutcome: Equatable, Sendable {
    case opened
    /// Nothing to run: no `$BROWSER` and no `xdg-open`.
    case noBrowser
    /// A browser ran and failed, or could not be started.
    case failed(command: String, reason: String)
}
