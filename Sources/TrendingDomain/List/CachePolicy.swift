#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a cached list is still fresh enough to show without asking GitHub.
public enum CachePolicy {
    /// Fresh means fetched less than `maxAge` ago. A fetch date in the future
    /// (the clock moved back) is not trusted as fresh.
    public static func isFresh(fetchedAt: Date, now: Date, maxAge: TimeInterval) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < maxAge
    }
}
