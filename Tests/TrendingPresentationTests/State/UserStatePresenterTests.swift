import Foundation
import Testing
import TrendingDomain
import TrendingPresentation

@Suite("UserStatePresenter")
struct UserStatePresenterTests {
    @Test("lists bookmarks with what is known, and nulls for what is not")
    func bookmarks() throws {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })

        sut.presentBookmarks([
            Bookmark(name: RepoName(owner: "a", name: "known"), addedAt: now.addingTimeInterval(-3 * 86_400), details: anyRepo(owner: "a", name: "known")),
            Bookmark(name: RepoName(owner: "b", name: "unknown"), addedAt: now),
            // Made under a clock set ahead since: said as such, as hidden repos are.
            Bookmark(name: RepoName(owner: "c", name: "ahead"), addedAt: now.addingTimeInterval(2 * 86_400)),
        ])

        let list = try #require(view.lists.first)
        #expect(list.rows.map(\.summary) == ["★ 12.3k  Swift", nil, nil])
        #expect(list.rows.map(\.when) == ["bookmarked 3 days ago", "bookmarked just now", "bookmarked 2 days ahead of this machine's clock"])
        // Each name links to its page by the links' rule, known or not (for --hyperlinks).
        #expect(list.rows.map(\.url) == ["https://github.com/a/known", "https://github.com/b/unknown", "https://github.com/c/ahead"])
        #expect(JSONValue.object(list.rows[1].record) == .object([
            ("full_name", .string("b/unknown")), ("bookmarked_at", .string("2026-11-23T12:00:00Z")), ("description", .null),
            ("language", .null), ("stars", .null), ("forks", .null), ("url", .string("https://github.com/b/unknown")),
        ]))
    }

    @Test("a name typed for a repo GitHub renamed is said beside the new one; GitHub's case alone is not a rename")
    func renamedWords() {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })
        let old = RepoName(owner: "acme", name: "old-name"), new = RepoName(owner: "acme", name: "new-name")

        sut.presentBookmarked(new, added: true, typed: old)
        sut.presentUnbookmarked(new, removed: true, typed: old)
        sut.presentHidden([new], requested: new, typed: old)
        sut.presentUnhidden(new, removed: false, typed: old)
        sut.presentBookmarked(new, added: false, typed: RepoName(owner: "ACME", name: "New-Name"))

        #expect(view.notices.map(\.message.text) == [
            "Bookmarked acme/new-name (renamed from acme/old-name).",
            "Removed the bookmark on acme/new-name (renamed from acme/old-name).",
            "Hid acme/new-name (renamed from acme/old-name); it won't appear in lists until 'trending unhide acme/new-name'.",
            "acme/new-name (renamed from acme/old-name) was not hidden.",
            "acme/new-name was already bookmarked.",
        ])
    }

    @Test("confirms actions in plain words")
    func confirmations() {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })
        let name = RepoName(owner: "a", name: "b")

        sut.presentBookmarked(name, added: true)
        sut.presentHiddenAll(HideAllOutcome(hidden: [], keptBookmarked: []))
        sut.presentHiddenAll(HideAllOutcome(hidden: [name], keptBookmarked: []))
        sut.presentHiddenAll(HideAllOutcome(hidden: [name, RepoName(owner: "c", name: "d")], keptBookmarked: [RepoName(owner: "e", name: "f")]))
        sut.presentRestored([name])
        sut.presentRestored([name, name])

        #expect(view.notices.map(\.message.text) == [
            "Bookmarked a/b.",
            "Nothing new to hide: every repo of the last list is hidden already, or no list was shown yet.",
            "Hid 1 repo from the last list: a/b. Undo with 'trending unhide a/b'.",
            "Hid 2 repos from the last list: a/b, c/d. Undo with 'trending unhide a/b c/d'.",
            "Kept 1 bookmarked repo: e/f; unbookmark it to hide it.",
            "a/b will appear in lists again.",
            "2 repos will appear in lists again.",
        ])
        #expect(view.notices.allSatisfy { $0.kind == .status })
    }

    @Test("explains state failures with a next step, in words: a read is not called a save, and no internal value shows")
    func failures() {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })

        sut.present(.busy(.lockHeld(path: "/s/.lock", seconds: 10)))
        sut.present(.io(.failed(.read, path: "/s/state.json", reason: "Permission denied")))
        sut.present(.io(.failed(.write, path: "/s/.state.json.tmp-1", reason: "Read-only file system")))
        sut.present(.newerFormat(file: "/s/history.json", version: 9))
        sut.present(.notMovedAside(file: "state.json", reason: .failed(.moveAside, path: "/s/state.json", reason: "Read-only file system")))
        sut.present(.io(.lockNotRegularFile(path: "/s/.lock")))
        sut.present(.io(.failed(.openLock, path: "/s/.lock", reason: "Permission denied")))

        #expect(view.errors.map(\.title) == [
            "Another trending is still saving", "Could not read your state", "Could not save your state", "Your star snapshots are from a newer trending",
            // Said alike by `bookmarks`, which only reads, and by `bookmark` (bb40 j2 remark).
            "Your saved state is unreadable",
            // The lock, taken by `bookmarks` to read as much as by `bookmark` (bb46 e3-D2).
            "Could not lock your state", "Could not lock your state",
        ])
        #expect(view.errors.first?.message == "Another trending process has held /s/.lock for over 10 s.")
        // A lock in the wrong shape: its words say to remove it; the hint adds no second remedy (bb48 i3-D1).
        #expect(view.errors.suffix(2).map(\.hint) == [
            "trending makes the lock file itself once nothing else is in its place.",
            "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is writable.",
        ])
    }

    @Test("a digest that cannot take its lock because the lock is no regular file is not told to make the folder writable (bb48 i3-D2)")
    func digestLockHint() {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })

        sut.presentDigestCannotRecord(.io(.lockNotRegularFile(path: "/s/.new-only.lock")))
        sut.presentDigestCannotRecord(.io(.failed(.openLock, path: "/s/.new-only.lock", reason: "Permission denied")))

        #expect(view.errors.map(\.hint) == [
            "Or run without --new-only.",
            "Make the state folder writable ($XDG_STATE_HOME/trending, default ~/.local/state/trending), or run without --new-only.",
        ])
    }

    @Test("words a state file moved aside as a warning naming what it held, each once, and the lock wait as progress")
    func notices() {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })
        let moved = StateNotice.corruptMovedAside(movedTo: "/s/state.json.corrupt-1")

        sut.presentNotices([moved, moved, .corruptMovedAside(movedTo: "/s/history.json.corrupt-1")])
        sut.presentNotices([])
        sut.presentWaitingForLock()

        #expect(view.notices.map(\.message.text) == [
            "Your saved state was unreadable; it was moved to /s/state.json.corrupt-1 and state starts empty.",
            "Your star snapshots (history.json) were unreadable; the file was moved to /s/history.json.corrupt-1; snapshots start over.",
            "Waiting for another trending process to finish saving…",
        ])
        #expect(view.notices.map(\.kind) == [.warning, .warning, .info])
    }
}

@Suite("UserStatePresenter: names from a tampered state file")
struct UserStatePresenterSanitizingTests {
    @Test("hidden and bookmarked names are sanitized in rows and JSON")
    func hiddenNames() throws {
        let view = StateViewSpy()
        let sut = UserStatePresenter(view: view, links: GitHubLinksStub(), now: { now })
        let hostile = RepoName(owner: "ev\u{1B}[31mil", name: "x\u{202E}\u{07}\u{200F}")

        sut.presentHiddenRepos([HiddenRepo(name: hostile, hiddenAt: now)])
        sut.presentBookmarks([Bookmark(name: hostile, addedAt: now, details: nil)])

        for model in view.lists {
            let row = try #require(model.rows.first)
            #expect(row.fullName.text == #"ev\u{1B}[31mil/x\u{202E}\u{7}\u{200F}"#)
            #expect(row.record.first.map { $0.1 } == .string(#"ev\u{1B}[31mil/x\u{202E}\u{7}\u{200F}"#))
        }
    }
}
