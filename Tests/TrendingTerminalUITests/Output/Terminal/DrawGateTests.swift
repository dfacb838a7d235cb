import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingTerminalUI

/// The gate between the spinner and a terminating signal's handler: no frame after the clearing.
@Suite("DrawGate")
struct DrawGateTests {
    @Test("draws while open; never once closed")
    func closedGateDrawsNothing() {
        let sut = DrawGate()
        var drawn = 0

        sut.draw { drawn += 1 }
        sut.close()
        sut.draw { drawn += 1 }

        #expect(drawn == 1)
        #expect(sut.isClosed)
    }

    @Test("closing waits for a frame being drawn on another thread to be written")
    func closeWaitsForTheFrame() async throws {
        try await offThePool {
            let sut = DrawGate()
            let started = DispatchSemaphore(value: 0)
            let written = Flag()
            let drawer = Thread {
                sut.draw {
                    started.signal()
                    usleep(50_000)
                    written.set()
                }
            }
            drawer.start()
            started.wait()

            sut.close()

            #expect(written.isSet, "close returned while the frame was still being written")
        }
    }

    @Test("closing from the drawing thread itself gives up after a bounded wait")
    func closeFromTheDrawingThread() async throws {
        try await offThePool {
            let sut = DrawGate()
            let clock = ContinuousClock()
            var elapsed = Duration.zero

            sut.draw { elapsed = clock.measure { sut.close() } }

            #expect(elapsed >= .milliseconds(DrawGate.longestWait) && elapsed < .seconds(5))
        }
    }

    @Test("the spinner draws through the gate: once it closes, no frame reaches the terminal")
    func spinnerStopsAtTheGate() async throws {
        try await offThePool {
            let output = RecordingOutput()
            let gate = DrawGate()
            let sut = Spinner(output: output, gate: gate) { 80 }

            sut.show("Fetching")
            gate.close()
            let before = output.text
            sut.show("Fetching more")
            usleep(200_000)

            #expect(before.contains("Fetching"))
            #expect(output.text == before)
            sut.stop()
        }
    }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

private final class RecordingOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var written = ""
    func write(_ text: String) { lock.withLock { written += text } }
    var text: String { lock.withLock { written } }
}
