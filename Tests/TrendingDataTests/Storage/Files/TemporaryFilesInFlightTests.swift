import Foundation
import Testing
@testable import TrendingData

@Suite("TemporaryFilesInFlight")
struct TemporaryFilesInFlightTests {
    /// `removeAll` is the process's: called here it would remove other suites' files mid-write,
    /// so the test reads what a handler would remove instead (bb42 review M2).
    @Test("a file is registered for a handler to remove while it is written, and let go after")
    func registeredWhileWritten() {
        let path = "/tmp/.state.json.tmp-\(UUID().uuidString)"
        var during: [String] = []

        TemporaryFilesInFlight.writing(path) { during = TemporaryFilesInFlight.inFlight() }

        #expect(during.contains(path))
        #expect(!TemporaryFilesInFlight.inFlight().contains(path), "let go once written")
    }

    @Test("a path too long for a slot runs unregistered")
    func tooLong() {
        let path = "/tmp/" + String(repeating: "x", count: 5000)
        var during: [String] = []
        TemporaryFilesInFlight.writing(path) { during = TemporaryFilesInFlight.inFlight() }
        #expect(!during.contains(path))
    }
}
