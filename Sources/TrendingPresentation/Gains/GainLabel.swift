#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// How gains read: `+1.2k ★ in 24 h`, `+340 in 7 days`.
public enum GainLabel {
    /// `in 24 h`, `in 7 days`, `in 30 days`: the window, not the calendar.
    public static func window(days: Int) -> String {
        days == 1 ? "in 24 h" : "in \(days) days"
    }

    /// `+1.2k`, `-3`, `+0`: the sign always shown; exact with separators when `long`.
    public static func signed(_ count: Int, long: Bool) -> String {
        let magnitude = count == Int.min ? Int.max : abs(count)
        let size = long ? CompactCountFormatter.long(magnitude) : CompactCountFormatter.string(magnitude)
        return (count < 0 ? "-" : "+") + size
    }

    /// `+1.2k ★ in 24 h`, the list row's gain; a gain from a snapshot not taken at the window's
    /// start says how far back it reaches instead: `+40 ★ since 6h ago`, `+360 ★ since 6d ago`.
    public static func row(_ gain: StarGain, days: Int, now: Date, long: Bool) -> GainText {
        let amount = signed(gain.gained, long: long)
        let windowStart = GainWindow(days: days, now: now).start
        if gain.source == .snapshots, abs(gain.since.timeIntervalSince(windowStart)) >= GainRule.onTheWindowsStart {
            return since(amount, gain.since, now: now)
        }
        return GainText(full: "\(amount) ★ \(window(days: days))", short: "\(amount) ★", cell: amount)
    }

    /// `+1.2k ★ since 6h ago`, stars gained since an earlier snapshot; its cell is `+1.2k (6h)`:
    /// each row's snapshot is its own, so the span is said on every row.
    public static func delta(_ delta: StarDelta, now: Date, long: Bool) -> GainText {
        since(signed(delta.gained, long: long), delta.since, now: now)
    }

    private static func since(_ amount: String, _ date: Date, now: Date) -> GainText {
        let span = RelativeDateFormatter.span(for: date, relativeTo: now)
        let full = "\(amount) ★ since \(RelativeDateFormatter.ago(span))"
        return GainText(full: full, short: "\(amount) ★", cell: "\(amount) (\(span))")
    }
}

extension TrendingPresenter {
    /// "Measuring star gains 12/100…", while `--scope all` measures candidates.
    func didMeasure(_ progress: GainProgress) {
        // Nothing to measure (every candidate created in the window, or none): no "0/0".
        guard progress.total > 0 else { return }
        view.display(LoadingViewModel(message: "Measuring star gains \(progress.done)/\(progress.total)…"))
    }

    /// `measured 42 of 100 candidates; set GITHUB_TOKEN to measure all`, and its kin: a note about
    /// a partial list, not lost data, so `--quiet` leaves it out.
    static func gainsPartialNotice(measured: Int, of total: Int, _ shortfall: GainShortfall, errors: ErrorPresenter) -> NoticeViewModel {
        let head: DisplayText = "measured \(measured) of \(Plural.count(total, "candidate")); "
        switch shortfall {
        case .rateLimited(let resetsAt, authenticated: false):
            let when = resetsAt.map { ", or the rest are measured after GitHub's rate limit resets \(StarHistoryWords.resumption($0, errors))" } ?? ""
            let set: DisplayText = errors.token == .heldBack ? "send the token (over https) to measure all" : "set GITHUB_TOKEN to measure all"
            return NoticeViewModel(kind: .info, message: head + set + "\(when)")
        case .rateLimited(let resetsAt, authenticated: true):
            let when = resetsAt.map { " \(StarHistoryWords.resumption($0, errors))" } ?? ""
            return NoticeViewModel(kind: .info, message: head + "the rest after GitHub's rate limit resets\(when)")
        case .failed(let reason, let others) where !others.isEmpty:
            return NoticeViewModel(kind: .info, message: head + "the rest on the next run (\(Self.reasons([reason] + others, errors)))")
        case .failed(let reason, _):
            return NoticeViewModel(kind: .info, message: head + "the rest on the next run (\(StarHistoryWords.failed(reason, errors)))")
        case .notAsked(let unasked):
            // Those whose failure is said on their own are no part of "the other N".
            let who = unasked == total - measured ? "the other \(unasked) \(unasked == 1 ? "has" : "have")" : "\(unasked) \(unasked == 1 ? "other has" : "others have")"
            return NoticeViewModel(
                kind: .info, message: head + "\(who) no star history cached, and a list read from the cache asks GitHub for none"
            )
        case .failedEach(let reason, let others):
            let which: DisplayText = measured == 0 ? "each" : "the other \(total - measured)"
            return NoticeViewModel(kind: .info, message: head + "GitHub's star history failed for \(which) (\(Self.reasons([reason] + others, errors)))")
        }
    }

    /// Failures' reasons, each once: HTTP statuses together (`GitHub answered HTTP 500, 502 and 503`).
    private static func reasons(_ reasons: [RemoteLoadError], _ errors: ErrorPresenter) -> String {
        errors.reasons(reasons) { StarHistoryWords.failed($0, errors) }
    }
}
