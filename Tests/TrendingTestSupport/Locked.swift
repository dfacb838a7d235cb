import Foundation

/// A value shared with a `@Sendable` callback or a server handler, read and changed under a lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Value

    public init(_ value: Value) {
        _value = value
    }

    public var value: Value {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }

    public func mutate(_ change: (inout Value) -> Void) {
        lock.withLock { change(&_value) }
    }
}
