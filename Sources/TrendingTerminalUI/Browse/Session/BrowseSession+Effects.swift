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
import TrendingPresentation

/// Effects: each key's use case, the same ones the commands use, and what it changes on screen.
extension BrowseSession {
    func perform(_ effect: BrowseEffect) {
        switch effect {
        case .quit(let end): self.end = end
        case .refresh: send(.refresh)
        case .loadMore: send(.loadMore)
        case .reload: send(.reload)
        case .toggleBookmark(let index): send(.toggleBookmark(index))
        case .dismiss(let indices): send(.dismiss(indices))
        case .dismissAll(let indices): send(.dismiss(indices, keepingBookmarked: true))
        case .undoDismiss: send(.undoDismiss)
        case .open(let index): open(index)
        case .copyURL(let index): copyURL(index)
        case .loadDetails(let index): loadDetails(index)
        case .suspend: suspend()
        case .redraw: frames.invalidate()
        }
    }

    /// What `trending show` gives (`ShowRepoUseCase.show`): the cached details and daily gains
    /// at once, then (unless `--offline`) fresh ones through the same ETag cache.
    private func loadDetails(_ index: Int) {
        guard let name = repo(index)?.repoName else { return }
        let dependencies = dependencies
        let settings = dependencies.settings
        Task.detached {
            let cached = await dependencies.details.show(name, mode: .offline, maxAge: settings.maxAge)
            // The cache read first keeps quiet, but for a state file it moved aside.
            dependencies.statePresenter.presentNotices(cached.details.warnings.compactMap { if case .state(let notice) = $0 { notice } else { nil } })
            if case .success(let shown) = cached.details.outcome {
                // The cache read first is not "offline": no note about its age, as for the list.
                let quiet = RepoDetailShown(detail: shown.detail, source: .freshCache(fetchedAt: .distantPast), isBookmarked: shown.isBookmarked)
                dependencies.detailPresenter.present(
                    RepoDetailResult(outcome: .success(quiet)), for: name, starHistory: cached.starHistory, lastTrending: cached.lastTrending
                )
            }
            guard settings.mode != .offline else { return }
            let live = await dependencies.details.show(name, mode: .automatic, maxAge: settings.maxAge)
            dependencies.detailPresenter.present(live.details, for: name, starHistory: live.starHistory, lastTrending: live.lastTrending)
        }
    }

    private func repo(_ index: Int) -> Repo? {
        guard let listing = model.listing, listing.repos.indices.contains(index) else { return nil }
        return listing.repos[index]
    }

    private func open(_ index: Int) {
        guard let repo = repo(index) else { return }
        guard !opening else {
            dispatch(.status("Still opening the browser…"))
            return
        }
        opening = true
        // A terminal browser gets the terminal as the shell left it; a window browser runs beside
        // the screen, which keeps answering keys and resizes meanwhile (bb41 o2-D1).
        let mailbox = mailbox, name = repo.repoName
        dependencies.launcher.openBeside(webPage(repo), handOver: {
            Self.onLoop(mailbox, handOver: true)
        }, takeBack: {
            Self.onLoop(mailbox, handOver: false)
        }, settled: { outcome in
            mailbox.post(.browserSettled(outcome, repo: name))
        })
    }

    /// Asks the loop to hand the terminal over (or take it back), and waits until it has.
    private static func onLoop(_ mailbox: Mailbox<BrowseMessage>, handOver: Bool) {
        let done = ScreenHandOverDone()
        mailbox.post(.terminalHandOver(handOver, done: done))
        done.wait()
    }

    /// On the loop: the terminal to a browser that draws there, or back from it.
    func handTerminal(over: Bool, done: ScreenHandOverDone) {
        defer { done.signal() }
        handedOver = over
        guard !over else {
            terminal.restore()
            return
        }
        // What the terminal sent the whole group meanwhile (Ctrl-C, Ctrl-Z) was the browser's, as
        // its keys were; a SIGTERM, a hang-up or a resize is still browse's (bb42 r2-D2).
        let meanwhile = SignalPipe.drain(signals).filter { ![SIGINT, SIGQUIT, SIGTSTP, SIGCONT].contains($0) }
        terminal.enter()
        frames.invalidate()
        resize()
        meanwhile.forEach(handleSignal)
    }

    func browserSettled(_ outcome: BrowserOpenOutcome, repo: RepoName) {
        opening = false
        switch outcome {
        case .opened: dispatch(.status("Opened \(DisplayText.repoName(repo).text) in the browser."))
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

    /// The one rule for a repo's web page (`RepoWebLinks`): GitHub's `html_url` only when it is
    /// exactly the repo's page on the API's web host, else the page derived from the name.
    private func webPage(_ repo: Repo) -> URL {
        dependencies.links.page(for: repo)
    }

    /// Ctrl-Z: the terminal as it was, then stop; on `fg`, raw again and drawn in full.
    private func suspend() {
        send(.flushSeen)
        terminal.restore()
        stopUntilContinued(by: SIGTSTP)
        resume()
    }

    /// Stops the process until SIGCONT. The signal goes to this thread, unblocked here, so the
    /// kernel acts on it before the call returns; in an orphaned process group (no job-control
    /// shell) it is discarded. Sent to the process (`kill`), it could land on another thread
    /// after the handler is back, as a second Ctrl-Z. The terminal's own Ctrl-Z has already
    /// stopped the network helper, which is in this process group.
    private func stopUntilContinued(by number: Int32) {
        signal(number, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, number)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        pthread_kill(pthread_self(), number)
        // Stopped here until SIGCONT.
        SignalPipe.installHandlers()
    }

    /// Raw again and drawn in full, once the terminal is this process's. Continued in the
    /// background (`bg`) it stops again, as a program reaching for the terminal there is
    /// (SIGTTOU), so that `fg`, which continues only a stopped job, brings it back; unless a
    /// signal waits to be handled (`kill %1` sends SIGTERM, then SIGCONT) or the run is ending.
    func resume() {
        guard end == nil else { return }
        if !terminal.isForeground {
            guard !signalsWaiting() else { return }
            stopUntilContinued(by: SIGTTOU)
            guard terminal.isForeground else { return }
        }
        terminal.enter()
        resize()
    }

    /// Whether a signal's byte comes on the pipe within a moment, to be handled by the loop: a
    /// signal pending while stopped is handled as the process continues, on any of its threads.
    private func signalsWaiting() -> Bool {
        var ready = pollfd(fd: signals, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 50) > 0
    }
}
