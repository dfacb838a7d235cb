import Foundation
@testable import TrendingCLI

/// Collects everything written to one stream.
final class OutputSpy: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var _text = ""
    var text: String { lock.withLock { _text } }

    func write(_ text: String) { lock.withLock { _text += text } }
}
