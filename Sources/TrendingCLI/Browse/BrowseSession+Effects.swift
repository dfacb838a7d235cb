#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingDomain
import TrendingTerminalUI

/// Effects: each key's use case, the same ones the commands use, and what it changes on screen.
extension BrowseSession {
    func perform(_ effect: BrowseEffect) {
        switch effect {
        case .quit(let code): exitCode = code
        case .refresh:
            guard dependencies.options.mode != .offline else {
                dispatch(.loadFinished)
                dispatch(.status("--offline: not asking GitHub; showing the cached list."))
                return
            }
            startLoad(.refresh, kind: .live)
        case .loadMore:
            guard let loaded = listing?.repos.count else { return }
            // A page is as many rows as the first load asked for (--limit, 100 by default).
            limit = min(BrowseRequestLimit.maximum, loaded + dependencies.options.limit)
            startLoadingMore()
        case .reload:
            listing = nil
            undo.removeAll()
            exhausted = false
            limit = dependencies.options.limit
            failures = 0
            retryAt = nil
            lastFailure = nil
            dependencies.browsePresenter.presentOnline()
            startLoading(first: false)
        case .toggleBookmark(let index): toggleBookmark(index)
        case .dismiss(let indices): dismiss(indices)
        case .undoDismiss: undoDismiss()
        case .open(let index): open(index)
        case .copyURL(let index): copyURL(index)
        case .loadDetails(let index): loadDetails(index)
        case .suspend: suspend()
        case .redraw: frames.invalidate()
        }
    }

    /// What `trending show` gives: the cached details and daily gains at once, then (unless
    /// `--offline`) fresh ones through the same ETag cache. The pane fills in as each arrives.
    private func loadDetails(_ index: Int) {
        guard let name = repo(index)?.repoName else { return }
        let dependencies = dependencies
        let options = dependencies.options
        Task.detached {
            let days = RepoStarHistoryUseCase.showDays
            let cached = await dependencies.details.execute(name, mode: .offline, maxAge: options.maxAge)
            if case .success(let shown) = cached.outcome {
                let history = await dependencies.starHistory.history(of: shown.detail.name, days: days, mode: .offline, maxAge: options.maxAge)
                // The cache read first is not "offline": no note about its age, as for the list.
                let quiet = RepoDetailShown(detail: shown.detail, source: .freshCache(fetchedAt: .distantPast), isBookmarked: shown.isBookmarked)
                dependencies.detailPresenter.present(RepoDetailResult(outcome: .success(quiet)), for: name, starHistory: history.history)
            }
            guard options.mode != .offline else { return }
            let live = await dependencies.details.execute(name, mode: .automatic, maxAge: options.maxAge)
            var history: CachedStarHistory?
            if case .success(let shown) = live.outcome {
                history = await dependencies.starHistory.history(
                    of: shown.detail.name, days: days, mode: .automatic, maxAge: options.maxAge, stars: shown.detail.stars
                ).history
            }
            dependencies.detailPresenter.present(live, for: name, starHistory: history)
        }
    }

    private func repo(_ index: Int) -> Repo? {
        guard let listing, listing.repos.indices.contains(index) else { return nil }
        return listing.repos[index]
    }

    /// The listing changed here (a bookmark, a dismissal): the presenter draws it again.
    private func represent() {
        guard let listing else { return }
        dependencies.presenter.present(TrendingLoadResult(outcome: .success(listing), warnings: []), for: query)
        presentProgress()
    }

    private func toggleBookmark(_ index: Int) {
        guard let repo = repo(index) else { return }
        let name = repo.repoName
        do {
            if listing?.marks.isBookmarked(repo) == true {
                dependencies.statePresenter.presentUnbookmarked(name, removed: try dependencies.bookmarks.remove(name))
                listing?.marks.bookmarked.remove(name.key)
            } else {
                dependencies.statePresenter.presentBookmarked(name, added: try dependencies.bookmarks.add(name))
                listing?.marks.bookmarked.insert(name.key)
            }
            represent()
        } catch {
            dependencies.statePresenter.present(error)
        }
    }

    private func dismiss(_ indices: [Int]) {
        guard let listing else { return }
        let picked = indices.filter { listing.repos.indices.contains($0) }.sorted()
        guard !picked.isEmpty else { return }
        let names = picked.map { listing.repos[$0].repoName }
        do {
            _ = try dependencies.hidden.hide(names)
        } catch {
            dependencies.statePresenter.present(error)
            return
        }
        undo.append(picked.map { (listing.repos[$0], $0) })
        let gone = Set(picked)
        self.listing?.repos = listing.repos.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        represent()
        let said = names.count == 1 ? "Hid \(names[0])" : "Hid \(names.count) repos"
        dispatch(.status(said + " · u to undo"))
    }

    private func undoDismiss() {
        guard let batch = undo.popLast() else {
            dispatch(.status("Nothing to undo."))
            return
        }
        do {
            let restored = try dependencies.hidden.unhide(batch.map(\.repo.repoName))
            dependencies.statePresenter.presentRestored(restored.isEmpty ? batch.map(\.repo.repoName) : restored)
        } catch {
            dependencies.statePresenter.present(error)
            undo.append(batch)
            return
        }
        guard var repos = listing?.repos else { return }
        for (repo, index) in batch.sorted(by: { $0.index < $1.index }) {
            repos.insert(repo, at: min(index, repos.count))
        }
        listing?.repos = repos
        represent()
        drainMessages()
        if let first = batch.map(\.index).min() { dispatch(.reveal(first)) }
    }

    private func open(_ index: Int) {
        guard let repo = repo(index) else { return }
        let url = webPage(repo)
        // A browser may be a terminal program: it gets the terminal as the shell left it.
        terminal.restore()
        let outcome = dependencies.launcher.open(url)
        terminal.enter()
        frames.invalidate()
        resize()
        switch outcome {
        case .opened: dispatch(.status("Opened \(repo.repoName) in the browser."))
        case .noBrowser: dispatch(.status("No browser found; y copies the URL."))
        case .failed(let command, _): dispatch(.status("Could not open the browser ('\(command)' failed); y copies the URL."))
        }
    }

    /// OSC 52: the terminal puts the URL on the system clipboard, even over ssh.
    private func copyURL(_ index: Int) {
        guard let repo = repo(index) else { return }
        let url = webPage(repo)
        let encoded = Data(url.absoluteString.utf8).base64EncodedString()
        terminal.write("\u{1B}]52;c;\(encoded)\u{07}")
        dispatch(.status("Copied \(url.absoluteString)"))
    }

    /// The one rule for a repo's web page (`GitHubWebLinks`): GitHub's `html_url` only when it is
    /// exactly the repo's page on the API's web host, else the page derived from the name.
    private func webPage(_ repo: Repo) -> URL {
        dependencies.api.webLinks.page(for: repo.repoName, claimed: repo.url)
    }

    /// Ctrl-Z: the terminal as it was, then stop; on `fg`, raw again and drawn in full.
    private func suspend() {
        flushSeen()
        terminal.restore()
        signal(SIGTSTP, SIG_DFL)
        // To this thread, unblocked here, so the kernel acts on it before the call returns: it
        // stops the whole process until SIGCONT, or, in an orphaned process group (no job-control
        // shell), discards it. Sent to the process (`kill`), it could go to another thread and
        // land after the handler is back, as a second Ctrl-Z. The terminal's own Ctrl-Z has
        // already stopped the network helper, which is in this process group.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        pthread_kill(pthread_self(), SIGTSTP)
        // Stopped here until SIGCONT.
        SignalPipe.installHandlers()
        resume()
    }

    func resume() {
        terminal.enter()
        resize()
    }
}

/// How many rows browse loads at first (and per page), and the most there can be.
enum BrowseRequestLimit {
    static let initial = 100
    static let maximum = 1000
}
