#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files being written this instant, for a signal handler to remove: a run ended
/// by Ctrl-C mid-write leaves no `.state.json.tmp-…` behind (bb40 j2-D3). Fixed slots and two
/// bit masks: no lock, no allocation. Best effort: one missed is `StaleTemporaryFiles`' later.
public enum TemporaryFilesInFlight {
    private static let slots = 16
    private static let capacity = 4096
    private nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slots * capacity)
    /// Slots taken by a writer, and those whose path is whole (the handler reads only these).
    private static let claimed = Atomic<UInt16>(0)
    private static let ready = Atomic<UInt16>(0)

    /// Runs `body` with `path` registered; with no slot free (or a path too long) it runs unregistered,
    /// and the file is left to `StaleTemporaryFiles`, as before.
    static func writing<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard let slot = claim(length: path.utf8.count) else { return try body() }
        let start = paths + slot * capacity
        var index = 0
        for byte in path.utf8 {
            start[index] = CChar(bitPattern: byte)
            index += 1
        }
        start[index] = 0
        let bit = UInt16(1) << UInt16(slot)
        ready.bitwiseOr(bit, ordering: .releasing)
        defer {
            ready.bitwiseAnd(~bit, ordering: .releasing)
            claimed.bitwiseAnd(~bit, ordering: .releasing)
        }
        return try body()
    }

    /// Makes the slots before any handler can run: a lazy static's first touch is no
    /// async-signal-safe work (bb42 review L1).
    public static func prepareForSignals() {
        _ = paths
        _ = ready.load(ordering: .relaxed)
        _ = claimed.load(ordering: .relaxed)
    }

    /// Removes every file being written: for a signal handler, async-signal-safe (`unlink` only).
    public static func removeAll() {
        let whole = ready.load(ordering: .acquiring)
        for slot in 0..<slots where whole & (UInt16(1) << UInt16(slot)) != 0 {
            // Still this writer's (a slot let go and taken again meanwhile may hold half a path).
            guard ready.load(ordering: .acquiring) & (UInt16(1) << UInt16(slot)) != 0 else { continue }
            unlink(paths + slot * capacity)
        }
    }

    /// The paths registered and whole now, for tests (it allocates: never from a handler).
    static func inFlight() -> [String] {
        let whole = ready.load(ordering: .acquiring)
        return (0..<slots).filter { whole & (UInt16(1) << UInt16($0)) != 0 }.map { String(cString: paths + $0 * capacity) }
    }

    private static func claim(length: Int) -> Int? {
        guard length < capacity else { return nil }
        var taken = claimed.load(ordering: .relaxed)
        while true {
            guard let slot = (0..<slots).first(where: { taken & (UInt16(1) << UInt16($0)) == 0 }) else { return nil }
            let (exchanged, original) = claimed.compareExchange(
                expected: taken, desired: taken | (UInt16(1) << UInt16(slot)), ordering: .acquiringAndReleasing
            )
            if exchanged { return slot }
            taken = original
        }
    }
}
