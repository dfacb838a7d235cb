import Foundation
import TrendingTerminalUI

/// Collects everything written to one stream.
public final class OutputSpy: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var _text = ""
    public var text: String { lock.withLock { _text } }

    public init() {}

    public func write(_ text: String) { lock.withLock { _text += text } }
}
