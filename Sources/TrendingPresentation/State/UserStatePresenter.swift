#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Words for bookmarks and hidden repos. Pure, with an injected clock.
public struct UserStatePresenter: Sendable {
    private let view: any UserStateView
    private let now: @Sendable () -> Date
    private let links: any RepoWebLinks

    /// - Parameter links: which repo URLs from a bookmark's last known details may be shown as its page.
    public init(view: any UserStateView, links: any RepoWebLinks, now: @escaping @Sendable () -> Date) {
        self.view = view
        self.links = links
        self.now = now
    }

    /// - Parameter typed: the name typed, when the cache knows `name` is what GitHub renamed it to.
    public func presentBookmarked(_ name: RepoName, added: Bool, typed: RepoName? = nil) {
        let repo = Self.named(name, typed: typed)
        view.display(NoticeViewModel(kind: .status, message: added ? "Bookmarked \(repo)." : "\(repo) was already bookmarked."))
    }

    public func presentUnbookmarked(_ name: RepoName, removed: Bool, typed: RepoName? = nil) {
        let repo = Self.named(name, typed: typed)
        view.display(NoticeViewModel(kind: .status, message: removed ? "Removed the bookmark on \(repo)." : "\(repo) was not bookmarked."))
    }

    public func presentHidden(_ names: [RepoName], requested: RepoName, typed: RepoName? = nil) {
        let repo = Self.named(requested, typed: typed)
        let message: DisplayText = names.isEmpty
            ? "\(repo) was already hidden." : "Hid \(repo); it won't appear in lists until 'trending unhide \(requested)'."
        view.display(NoticeViewModel(kind: .status, message: message))
    }

    /// `name`, and the name typed for it when that is the one GitHub renamed it from.
    private static func named(_ name: RepoName, typed: RepoName?) -> DisplayText {
        guard let typed, typed.key != name.key else { return "\(name)" }
        return "\(name) (renamed from \(typed))"
    }

    /// `hide --all`: which repos it hid and the command that brings them back, then the
    /// bookmarked ones it kept.
    public func presentHiddenAll(_ outcome: HideAllOutcome) {
        let hidden = outcome.hidden, kept = outcome.keptBookmarked, untypable = outcome.keptUntypable
        if hidden.isEmpty, kept.isEmpty, untypable.isEmpty {
            view.display(NoticeViewModel(
                kind: .status, message: "Nothing new to hide: every repo of the last list is hidden already, or no list was shown yet."
            ))
        }
        if !hidden.isEmpty {
            let names = hidden.map(\.description)
            view.display(NoticeViewModel(
                kind: .status,
                message: "Hid \(Plural.count(hidden.count, "repo")) from the last list: \(names.joined(separator: ", ")). "
                    + "Undo with 'trending unhide \(names.joined(separator: " "))'."
            ))
        }
        if !kept.isEmpty {
            let them = kept.count == 1 ? "it" : "them"
            view.display(NoticeViewModel(
                kind: .status,
                message: "Kept \(Plural.count(kept.count, "bookmarked repo")): \(DisplayText(stringLiteral: kept.map { DisplayText.repoName($0).text }.joined(separator: ", "))); "
                    + "unbookmark \(them) to hide \(them)."
            ))
        }
        if !untypable.isEmpty {
            // Never in the undo command: a hostile name could run as shell code when pasted.
            view.display(NoticeViewModel(
                kind: .warning,
                message: "Did not hide \(Plural.count(untypable.count, "repo")) whose name GitHub does not allow, "
                    + "so no command could show \(untypable.count == 1 ? "it" : "them") again: "
                    + "\(DisplayText(stringLiteral: untypable.map { DisplayText.repoName($0).text }.joined(separator: ", ")))."
            ))
        }
    }

    /// `unhide` of several names: those that were hidden come back; the rest were not hidden.
    public func presentUnhidden(_ names: [RepoName], restored: [RepoName]) {
        let back = Set(restored.map(\.key))
        if !restored.isEmpty { presentRestored(restored) }
        for name in names where !back.contains(name.key) {
            view.display(NoticeViewModel(kind: .status, message: "\(name) was not hidden."))
        }
    }

    /// Dismissals undone: the repos are listed again.
    public func presentRestored(_ names: [RepoName]) {
        let message: DisplayText = names.count == 1
            ? "\(names[0]) will appear in lists again." : "\(Plural.count(names.count, "repo")) will appear in lists again."
        view.display(NoticeViewModel(kind: .status, message: message))
    }

    public func presentUnhidden(_ name: RepoName, removed: Bool, typed: RepoName? = nil) {
        let repo = Self.named(name, typed: typed)
        view.display(NoticeViewModel(kind: .status, message: removed ? "\(repo) will appear in lists again." : "\(repo) was not hidden."))
    }

    public func presentBookmarks(_ bookmarks: [Bookmark]) {
        let rows = bookmarks.map { bookmark in
            let details = bookmark.details
            let line = TextSanitizer.singleLine
            let summary = details.map { repo -> DisplayText in
                .joined(["★ \(CompactCountFormatter.string(repo.stars))"] + (repo.language.map { [.line($0)] } ?? []), separator: "  ")
            }
            // The page follows from the name until a list or `show` names GitHub's own (bb43 t2).
            let url = details.map { links.page(for: $0).absoluteString } ?? links.page(for: bookmark.name, claimed: nil).absoluteString
            return SavedRepoRowViewModel(
                fullName: .repoName(bookmark.name), summary: summary,
                description: details?.description.map(DisplayText.line).flatMap(\.nonEmpty),
                when: "bookmarked \(RelativeDateFormatter.past(bookmark.addedAt, relativeTo: now()))",
                url: .line(url),
                record: [
                    ("full_name", .string(DisplayText.repoName(bookmark.name).text)),
                    ("bookmarked_at", .string(ISO8601.string(bookmark.addedAt))),
                    ("description", .optional(details?.description.map(TextSanitizer.display))),
                    ("language", .optional(details?.language.map(line))),
                    ("stars", details.map { .int($0.stars) } ?? .null),
                    ("forks", details.map { .int($0.forks) } ?? .null),
                    ("url", .string(line(url))),
                ]
            )
        }
        view.display(SavedReposViewModel(rows: rows, emptyMessage: "No bookmarks yet. Add one with 'trending bookmark OWNER/REPO'."))
    }

    public func presentHiddenRepos(_ hidden: [HiddenRepo]) {
        let rows = hidden.map { repo in
            SavedRepoRowViewModel(
                fullName: .repoName(repo.name), summary: nil, description: nil,
                when: "hidden \(RelativeDateFormatter.past(repo.hiddenAt, relativeTo: now()))",
                url: .line(links.page(for: repo.name, claimed: nil).absoluteString),
                record: [
                    ("full_name", .string(DisplayText.repoName(repo.name).text)),
                    ("hidden_at", .string(ISO8601.string(repo.hiddenAt))),
                ]
            )
        }
        view.display(SavedReposViewModel(rows: rows, emptyMessage: "No hidden repos. Hide one with 'trending hide OWNER/REPO'."))
    }

    /// The warnings a state use case returned with its result, each once, before the result.
    /// A cached list or details, read for what they know of a repo, found corrupt (moved aside) or unreadable.
    public func presentCacheProblem(_ problem: CacheError) {
        view.display(TrendingPresenter.notice(for: .cacheProblem(problem), errors: ErrorPresenter(now: now(), timeZone: .current)))
    }

    public func presentNotices(_ notices: [StateNotice]) {
        var said: [StateNotice] = []
        for notice in notices where !said.contains(notice) {
            said.append(notice)
            view.display(Self.notice(for: notice))
        }
    }

    /// Progress while this run waits for another's lock: said at once, while it waits.
    public func presentWaitingForLock() {
        view.display(NoticeViewModel(kind: .info, message: "Waiting for another trending process to finish saving…"))
    }

    /// Another `--new-only` run is making its digest: this one waits, so they list different repos.
    public func presentWaitingForDigest() {
        view.display(NoticeViewModel(kind: .info, message: "Waiting for another --new-only run to finish…"))
    }

    /// A `--new-only` run whose state folder cannot hold its lock: nothing it listed could be
    /// recorded, so it lists nothing rather than the same repos on every run.
    public func presentDigestCannotRecord(_ error: StateError) {
        view.display(ErrorViewModel(
            title: "Could not record what this digest shows",
            message: "\(error.message.prefix(1).uppercased() + error.message.dropFirst()). --new-only lists only repos no list has shown, and records what it lists; here it could record nothing, so it lists nothing rather than the same repos on every run.",
            hint: Self.digestHint(for: error)
        ))
    }

    /// A `--new-only` run that listed its repos but could not record them: the next one lists
    /// them again, which a cron job mailing each digest must hear of.
    public func presentDigestNotRecorded(_ error: StateError) {
        view.display(ErrorViewModel(
            title: "Could not record what this digest listed",
            message: "\(error.message.prefix(1).uppercased() + error.message.dropFirst()). The next --new-only run lists these repos again.",
            hint: {
                if case .busy = error { return "Another trending process held the state's lock too long: let it finish (or end it), then run again." }
                return "Free some space or make the state folder writable ($XDG_STATE_HOME/trending, default ~/.local/state/trending)."
            }()
        ))
    }

    /// The wait for another `--new-only` run ran out: this one goes on.
    public func presentDigestNotWaited(_ error: StateError) {
        view.display(NoticeViewModel(
            kind: .warning, message: "Did not wait for another --new-only run (\(error.message)); this digest may list repos that one lists too."
        ))
    }

    /// A state store's warning in words, wherever it is shown (a list's, a detail's, a command's).
    public static func notice(for notice: StateNotice) -> NoticeViewModel {
        switch notice {
        case .corruptMovedAside(let movedTo, let file):
            NoticeViewModel(kind: .warning, message: "\(StateFileWords.movedAside(movedTo, file: file))", lasting: true)
        }
    }

    public func present(_ error: StateError) {
        switch error {
        case .newerFormat(let file, let version):
            // Nothing failed to save: the file is another release's, and is kept as it is.
            view.display(StateFileWords.newerFormatError(file: file, version: version))
        case .io, .notMovedAside, .notEncoded, .notChanged, .failedAfterMovingAside:
            let reading = if case .io(.failed(.read, _, _)) = error { true } else { false }
            // Met by a command that only reads as much as by one that saves (bb40 j2 remark).
            let unreadable = if case .notMovedAside = error { true } else { false }
            // The lock, taken to read as much as to save: said as the lock (bb46 e3-D2).
            let locking = switch error {
            case .io(.lockIsSymbolicLink), .io(.lockNotRegularFile), .io(.failed(.lock, _, _)), .io(.failed(.openLock, _, _)): true
            default: false
            }
            view.display(ErrorViewModel(
                title: unreadable ? "Your saved state is unreadable" : reading ? "Could not read your state"
                    : locking ? "Could not lock your state" : "Could not save your state",
                message: "\(error.message).",
                hint: Self.hint(for: error, reading: reading)
            ))
        case .busy(let reason):
            view.display(ErrorViewModel(
                title: "Another trending is still saving",
                message: "\(reason.message.prefix(1).uppercased() + reason.message.dropFirst()).",
                hint: "Try again in a moment; if it persists, look for a stuck trending process."
            ))
        }
    }
}
