#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `trending open`'s screen implements: the URL itself goes to stdout, the rest to stderr.
public protocol OpenView: Sendable {
    func displayURL(_ url: DisplayText)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}

/// Words for `trending open`: a rank it can't resolve, the browser's outcome, the URL. Every
/// interpolated value is sanitized by `DisplayText`: a URL or command may come from disk.
public struct OpenPresenter: Sendable {
    private let view: any OpenView
    private let again: RepeatedFlags

    /// - Parameters:
    ///   - view: where the words go.
    ///   - again: the flags a hint's command repeats (`--api-url`).
    public init(view: any OpenView, again: RepeatedFlags = .none) {
        self.view = view
        self.again = again
    }

    /// `open RANK` with no rank to pick: no list shown yet, or the last one was empty (the state
    /// keeps no difference, so the words are true of both).
    public func presentNoListShown(rank: Int) {
        view.display(ErrorViewModel(
            title: "No list to pick rank \(rank) from",
            message: "The last list shown was empty, or none has been shown yet; 'trending open \(rank)' opens a repo by its rank in the last list.",
            hint: "Run '\(again.command(""))' first, or name the repo: \(again.command("open OWNER/REPO"))"
        ))
    }

    /// `open RANK` past the end of the last list.
    public func presentRankOutOfRange(_ rank: Int, count: Int) {
        view.display(ErrorViewModel(
            title: "The last list has \(Plural.count(count, "repo"))",
            message: "There is no rank \(rank) in it.",
            hint: "Pick a rank from 1 to \(count), or name the repo: \(again.command("open OWNER/REPO"))"
        ))
    }

    /// The URL alone on stdout: asked for with `--print`, or with no browser to open it.
    public func presentURL(_ url: URL) {
        view.displayURL(.line(url.absoluteString))
    }

    /// The browser took the URL.
    public func presentOpening(_ url: URL) {
        view.display(NoticeViewModel(kind: .status, message: "Opening \(url.absoluteString) in your browser."))
    }

    /// The browser the user chose failed: say which and how, then give the URL to open by hand.
    public func presentBrowserFailed(_ url: URL, command: String, reason: String) {
        view.display(NoticeViewModel(
            kind: .warning,
            message: "Could not open the browser: '\(command)' \(reason). Open the URL yourself:"
        ))
        presentURL(url)
    }
}
