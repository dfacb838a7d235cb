import Foundation
import Testing
@testable import TrendingData

@Suite("TemporaryFilesInFlight")
struct TemporaryFilesInFlightTests {
    @Test("a file being written is removed by removeAll (a signal's handler); one written and let go is not")
    func removesOnlyWhatIsInFlight() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inflight-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let writing = folder.appendingPathComponent(".state.json.tmp-1-2").path
        let done = folder.appendingPathComponent(".state.json.tmp-1-3").path
        _ = FileManager.default.createFile(atPath: done, contents: Data("x".utf8))
        TemporaryFilesInFlight.writing(done) {}

        TemporaryFilesInFlight.writing(writing) {
            _ = FileManager.default.createFile(atPath: writing, contents: Data("x".utf8))
            TemporaryFilesInFlight.removeAll()
        }

        #expect(!FileManager.default.fileExists(atPath: writing))
        #expect(FileManager.default.fileExists(atPath: done), "let go before the signal: not the handler's")
    }
}
