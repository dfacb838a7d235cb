#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import TrendingDomain

/// Words for a live list: the offline banner with its retry countdown, and how much is loaded.
/// The list itself goes through `TrendingPresenter`, as for the printed list.
public struct BrowsePresenter: Sendable {
    private let view: any BrowseView
    private let now: @Sendable () -> Date

    public init(view: any BrowseView, now: @escaping @Sendable () -> Date) {
        self.view = view
        self.now = now
    }

    /// The refresh failed: say so on top, with what is shown and when the next try is.
    /// - Parameters:
    ///   - cachedAt: when the list on screen was fetched; nil when nothing is cached.
    ///   - retryIn: seconds until the next try (0: under way, `retrying now…`); nil when none
    ///     comes on its own (`r to retry`).
    public func presentRefreshFailed(_ error: RemoteLoadError, cachedAt: Date?, retryIn: TimeInterval?) {
        let shown = cachedAt.map { "showing the list from \(RelativeDateFormatter.short(for: $0, relativeTo: now()))" } ?? "nothing cached yet"
        let lead: DisplayText
        switch error {
        case .unreachable(let detail):
            lead = "Offline (\(Self.cause(detail)))"
        case .timedOut:
            lead = "Offline (timed out)"
        case .serverError(let status):
            lead = "Offline (HTTP \(status))"
        case .rateLimited(let resetsAt):
            lead = "Rate limited (\(resetsAt.map { "resets " + RelativeDateFormatter.until($0, relativeTo: now()) } ?? "resets in a minute or more"))"
        default:
            lead = "Could not refresh (\(ErrorPresenter(now: now(), timeZone: .current).reason(error)))"
        }
        guard let retryIn else {
            view.display(BrowseBannerViewModel(message: "\(lead) — \(shown) · r to retry"))
            return
        }
        let seconds = max(0, Int(retryIn.rounded(.up)))
        view.display(BrowseBannerViewModel(message: "\(lead) — \(shown) · " + (seconds == 0 ? "retrying now…" : "retrying in \(seconds) s")))
    }

    /// Why GitHub could not be reached, in the words a banner on 40 columns has room for:
    /// `connection refused`, `name not resolved`, `no network`, else the transport's own words.
    static func cause(_ detail: String) -> String {
        let words = TextSanitizer.singleLine(detail).trimmingTrailingPeriod
        let lowered = words.lowercased()
        if ["refused", "could not connect", "couldn't connect", "failed to connect"].contains(where: lowered.contains) { return "connection refused" }
        if lowered.contains("hostname") || lowered.contains("resolve") || lowered.contains("dns") { return "name not resolved" }
        if lowered.contains("offline") || lowered.contains("not connected") || lowered.contains("unreachable") { return "no network" }
        if lowered.contains("timed out") { return "timed out" }
        return words.isEmpty ? "no answer" : words
    }

    /// The list is live again: the banner goes.
    public func presentOnline() {
        view.display(BrowseBannerViewModel(message: nil))
    }

    /// `100 of 734`: rows loaded of GitHub's total (`57 loaded` without one, never a bare number) (capped at what search returns);
    /// `measuring 12/100` while gains are being measured.
    /// - Parameters:
    ///   - loaded: rows loaded; nil while no list is on screen yet (gains measured before the first).
    ///   - exhausted: the last fetch brought nothing new, whatever the total says.
    public func presentProgress(loaded: Int?, total: Int?, measured: (done: Int, of: Int)? = nil, exhausted: Bool = false) {
        let cappedTotal = total.map { min($0, TrendingQuery.searchCap) }
        let text = loaded.map { loaded in cappedTotal.map { "\(loaded) of \(max($0, loaded))" } ?? "\(loaded) loaded" }
        let measuring = measured.flatMap { $0.done < $0.of ? "measuring \($0.done)/\($0.of)" : nil }
        view.display(BrowseProgressViewModel(
            loaded: text, measuring: measuring,
            canLoadMore: !exhausted && loaded.map { loaded in cappedTotal.map { loaded < $0 } ?? false } == true
        ))
    }
}
