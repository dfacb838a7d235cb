#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What a signal leaves on the terminal: the spinner's line cleared, the cursor shown.
public enum TerminalRestore {
    /// Set once, before any handler can run.
    nonisolated(unsafe) public static var enabled = false
    /// The spinner draws through this gate, so no frame lands after the handler's clearing.
    static let gate = DrawGate()
    /// `\r`, erase the line, show the cursor: static bytes, so writing them allocates nothing.
    private static let sequence: StaticString = "\r\u{1B}[K\u{1B}[?25h"

    /// From a signal handler: closes the gate (waiting out a frame being written on another
    /// thread), then clears the line. Async-signal-safe: lock-free atomics, `nanosleep`, `write`.
    public static func emit() {
        guard enabled else { return }
        gate.close()
        _ = writeStandardError(sequence.utf8Start, sequence.utf8CodeUnitCount)
    }
}

/// Lets a drawing thread and a signal handler agree on who writes last, without a lock (a
/// handler can't take one: it may have interrupted its holder). Each side announces itself,
/// then looks at the other, all sequentially consistent, so at least one of them sees the other:
/// either the frame is not drawn, or the handler waits until it is written.
final class DrawGate: Sendable {
    private let closed = Atomic<Bool>(false)
    private let drawing = Atomic<Bool>(false)
    /// How long `close` waits for a frame: bounded, for a handler that interrupted the drawing
    /// thread itself (which then never finishes the frame, so nothing is written after).
    static let longestWait: Int = 200

    /// Runs `draw` unless the gate is closed.
    func draw(_ draw: () -> Void) {
        drawing.store(true, ordering: .sequentiallyConsistent)
        if !closed.load(ordering: .sequentiallyConsistent) { draw() }
        drawing.store(false, ordering: .sequentiallyConsistent)
    }

    /// Closes the gate for good; returns once no frame is being drawn (or after about 200 ms).
    func close() {
        closed.store(true, ordering: .sequentiallyConsistent)
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        for _ in 0..<Self.longestWait where drawing.load(ordering: .sequentiallyConsistent) {
            nanosleep(&pause, nil)
        }
    }

    var isClosed: Bool { closed.load(ordering: .sequentiallyConsistent) }
}

private func writeStandardError(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(2, bytes, count)
}
