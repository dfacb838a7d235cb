import Dispatch
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spinner on stderr that says what is happening. Only ever started on a terminal; `stop`
/// clears the line, so nothing is left behind.
final class Spinner: @unchecked Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let output: any TextOutput
    /// The terminal's columns now: asked at each frame, so a narrowed window wraps no frame.
    private let width: @Sendable () -> Int
    /// Closed by a terminating signal's handler, which clears the line last.
    private let gate: DrawGate
    /// Guards the timer, the message and the frame (not itself: the timer is not `Sendable`).
    private let lock = Mutex(())
    private var timer: DispatchSourceTimer?
    private var message = ""
    private var frame = 0

    init(output: any TextOutput, gate: DrawGate = TerminalRestore.gate, width: @escaping @Sendable () -> Int) {
        self.output = output
        self.width = width
        self.gate = gate
    }

    /// Shows `message`, starting the animation if it is not running yet.
    func show(_ message: String) {
        lock.withLock { _ in
            self.message = message
            drawLocked()
            guard timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + .milliseconds(80), repeating: .milliseconds(80))
            timer.setEventHandler { [weak self] in self?.tick() }
            timer.resume()
            self.timer = timer
        }
    }

    /// Stops and clears the line; true when there was something to clear.
    @discardableResult
    func stop() -> Bool {
        lock.withLock { _ in
            guard let timer else { return false }
            timer.cancel()
            self.timer = nil
            output.write("\r\u{1B}[K")
            return true
        }
    }

    private func tick() {
        lock.withLock { _ in
            guard timer != nil else { return }
            frame = (frame + 1) % Self.frames.count
            drawLocked()
        }
    }

    private func drawLocked() {
        // Never wider than the terminal: a wrapped line could not be cleared with one \r.
        let text = DisplayWidth.truncate(Self.frames[frame] + " " + message, toColumns: max(1, width() - 1))
        gate.draw { output.write("\r\u{1B}[K" + text) }
    }
}
