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

/// The browse screen's event loop, on a thread of its own: reads keys, signals and messages,
/// runs them through `BrowseReducer` (the screen) and `BrowseSessionReducer` (loads, retries,
/// undo, seen), performs their effects with the use cases, feeds the results back, and draws
/// the frames that changed. Everything here runs on that one thread.
public final class BrowseSession: @unchecked Sendable {
    static let tickInterval: Duration = .milliseconds(100)
    /// How often repos that came on screen are written as seen.
    static let seenFlushInterval: Duration = .seconds(1)

    let dependencies: BrowseDependencies
    let terminal: RawTerminal
    let mailbox: Mailbox<BrowseMessage>
    let loads: BrowseLoads
    var state: BrowseState
    var decoder = InputDecoder()
    var frames = FrameWriter()
    var end: BrowseEnd?
    /// A browser `o` ran has not settled yet; one has the terminal (w3m, lynx).
    var opening = false
    var handedOver = false
    /// The signal pipe's read end, while the loop runs.
    var signals: Int32 = -1

    /// The session's bookkeeping (loads, failures, undo, seen), changed by `BrowseSessionReducer`.
    var model: BrowseSessionState
    let rules: BrowseSessionRules

    public init(dependencies: BrowseDependencies, terminal: RawTerminal, mailbox: Mailbox<BrowseMessage>) {
        self.dependencies = dependencies
        self.terminal = terminal
        self.mailbox = mailbox
        loads = BrowseLoads(dependencies: dependencies, mailbox: mailbox)
        let size = terminal.size()
        let settings = dependencies.settings
        state = BrowseState(
            columns: size.columns, lines: size.lines, period: settings.query.period, sort: settings.listing.sort,
            sorts: BrowseState.sorts(scope: settings.query.scope)
        )
        model = BrowseSessionState(limit: settings.limit, now: .now)
        rules = BrowseSessionRules(
            mode: settings.mode, pageSize: settings.limit, maximumLimit: BrowseRequestLimit.maximum,
            retry: dependencies.retry, seenFlushInterval: Self.seenFlushInterval
        )
    }

    /// Runs until a quit key or a signal, and says which. The terminal is restored on every way
    /// out (a crash included, by `CrashRestore`).
    public func run() -> BrowseEnd {
        guard let signals = SignalPipe.install() else { return .terminalUnavailable }
        self.signals = signals
        defer { SignalPipe.uninstall() }
        guard terminal.enter() else { return .terminalUnavailable }
        defer {
            terminal.restore()
            sayLastingNotices()
        }
        send(.start)
        // The cache answers in milliseconds: wait a moment for it, so the first frame is the
        // list rather than skeletons that flash away.
        var mailboxReady = pollfd(fd: mailbox.wakeFD, events: Int16(POLLIN), revents: 0)
        _ = poll(&mailboxReady, 1, 150)
        drainMessages()
        render()
        var lastTick = ContinuousClock.now
        while end == nil {
            let timeout = decoder.isPending ? Int32(InputDecoder.escapeTimeout * 1000) : 100
            var fds = [
                // Not read while suspended: a read in the background would stop the process.
                pollfd(fd: terminal.isActive ? terminal.input : -1, events: Int16(POLLIN), revents: 0),
                // While a browser has the terminal, signals wait for it to quit, as its keys do.
                pollfd(fd: handedOver ? -1 : signals, events: Int16(POLLIN), revents: 0),
                pollfd(fd: mailbox.wakeFD, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if fds[0].revents != 0 { readInput() }
            if ready == 0, decoder.isPending { decoder.timeout().forEach { dispatch(.key($0)) } }
            // A request to end first: `kill %1` sends SIGTERM, then SIGCONT, which must not stop it again.
            if fds[1].revents != 0 {
                let numbers = SignalPipe.drain(signals)
                (numbers.filter(Self.ends) + numbers.filter { !Self.ends($0) }).forEach(handleSignal)
            }
            drainMessages()
            if lastTick.duration(to: .now) >= Self.tickInterval {
                lastTick = .now
                dispatch(.tick)
                send(.tick)
            }
            drainMessages()
            if end == nil { render() }
        }
        finish()
        // What the last writes said (a state file moved aside) reaches the state, not the screen. A
        // browser still waiting to be handed the terminal is never let go: it would start after
        // the shell has the terminal back; the process ends with its thread.
        for message in mailbox.take() { if case .event(.notice(let notice)) = message { dispatch(.notice(notice)) } }
        return end ?? .quit
    }

    /// Every warning of a file moved aside, whole, on stderr once the screen is gone: the footer
    /// may have cut its path, and the user needs it to get the data back.
    private func sayLastingNotices() {
        for notice in state.lastingNotices {
            dependencies.stderr.write("warning: \(notice)\n")
        }
    }

    /// The session's reducer, at the loop's clock; its effects performed in order.
    func send(_ message: BrowseSessionMessage) {
        let (next, effects) = BrowseSessionReducer.reduce(model, message, now: .now, wallNow: dependencies.now(), rules: rules)
        model = next
        effects.forEach(perform)
    }

    func dispatch(_ event: BrowseEvent) {
        let (next, effects) = BrowseReducer.reduce(state, event)
        state = next
        effects.forEach(perform)
    }

    func drainMessages() {
        while true {
            let messages = mailbox.take()
            if messages.isEmpty { return }
            for message in messages {
                switch message {
                case .event(let event): dispatch(event)
                case .loaded(let result, let generation, let kind): send(.loaded(result, generation: generation, kind: kind))
                case .cacheGrew(let count): send(.cacheGrew(count))
                case .measuring(let progress, let generation): send(.measuring(progress, generation: generation))
                case .listed(let listing, let generation): send(.listed(listing, generation: generation))
                case .terminalHandOver(let over, let done): handTerminal(over: over, done: done)
                case .browserSettled(let outcome, let repo): browserSettled(outcome, repo: repo)
                }
            }
        }
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(terminal.input, &buffer, buffer.count)
        if count > 0 {
            decoder.feed(buffer[..<count]).forEach { dispatch(.key($0)) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            end = .hungUp
        }
    }

    /// SIGINT, SIGTERM and SIGHUP end the session.
    static func ends(_ number: Int32) -> Bool {
        number == SIGINT || number == SIGTERM || number == SIGHUP
    }

    func handleSignal(_ number: Int32) {
        switch number {
        case SIGWINCH: resize()
        case SIGINT, SIGTERM, SIGHUP: end = .signal(number)
        case SIGTSTP: perform(.suspend)
        case SIGCONT: resume()
        default: break
        }
    }

    func resize() {
        let size = terminal.size()
        frames.invalidate()
        dispatch(.resize(columns: size.columns, lines: size.lines))
    }

    /// Draws what changed, then notes the rows now on screen as seen.
    func render() {
        guard terminal.isActive else { return }
        let bytes = frames.frame(BrowseRenderer.render(state, style: dependencies.style))
        if !bytes.isEmpty { terminal.write(bytes) }
        send(.onScreen(Array(state.onScreen), rowCount: state.rows?.count))
    }
}
