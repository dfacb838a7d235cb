#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LoadTrendingRequest {
    /// Hidden repos never show; with `newOnly`, seen ones don't either. A repo is seen no earlier
    /// than it was created, so only those seen since the period began can be among its results.
    mutating func exclude(_ state: UserState, newOnly: Bool, now: Date) {
        excluding = Set(state.hidden.keys)
        guard newOnly else { return }
        let start = query.period.startDay(relativeTo: now)
        excluding.formUnion(state.seen.keys)
        // Repos of any age (`--scope all`) may have been seen at any time: count them all.
        guard query.scope == .new else { return }
        excludedInResults = state.hidden.count + state.seen.values.count { $0 >= start }
    }
}
