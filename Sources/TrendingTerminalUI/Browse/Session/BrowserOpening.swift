#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opens a web page in the user's browser (`o` in browse, `trending open`).
public protocol BrowserOpening: Sendable {
    func open(_ url: URL) -> BrowserOpenOutcome
    /// From a full screen (browse): a browser that draws in the terminal (w3m, lynx) gets it
    /// (`handOver` before, `takeBack` once it quits); any other runs beside the screen, its output
    /// discarded, and is waited for only briefly, so keys typed meanwhile still reach browse.
    func openBeside(_ url: URL, handOver: @escaping () -> Void, takeBack: @escaping () -> Void) -> BrowserOpenOutcome
}

extension BrowserOpening {
    /// Every browser as a terminal one: the screen handed over for as long as it runs.
    public func openBeside(_ url: URL, handOver: @escaping () -> Void, takeBack: @escaping () -> Void) -> BrowserOpenOutcome {
        handOver()
        defer { takeBack() }
        return open(url)
    }
}

/// How an attempt to open a URL ended.
public enum BrowserOpenOutcome: Equatable, Sendable {
    case opened
    /// Nothing to run: no `$BROWSER` and no `xdg-open`.
    case noBrowser
    /// A browser ran and failed, or could not be started.
    case failed(command: String, reason: String)
}
