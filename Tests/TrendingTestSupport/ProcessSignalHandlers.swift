import Foundation

/// The process's signal handlers are global, and suites run side by side: a test that sets
/// them (a terminal's crash restore) or meets them (a mapped file cut short, caught by its
/// SIGBUS guard) runs its body inside `exclusively`, so the two never overlap.
public enum ProcessSignalHandlers {
    private static let lock = NSLock()

    public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock(body)
    }
}
