#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension MeasureGainsUseCase {
    /// The first `limit` of `candidates` (in `CandidateOrder`, the repos that failed lately last),
    /// but `share` of the room (a tenth of `--candidates`) kept for those failed lately when more
    /// candidates than fit: measured after the others, as their notice says, not never.
    static func chosen(_ candidates: [Repo], limit: Int, failedLately: Set<String>, share: Int) -> [Repo] {
        let room = max(0, limit)
        guard candidates.count > room else { return candidates }
        let failed = candidates.filter { failedLately.contains($0.repoName.key) }
        let kept = min(failed.count, share, room)
        guard kept > 0 else { return Array(candidates.prefix(room)) }
        let others = candidates.filter { !failedLately.contains($0.repoName.key) }
        return Array(others.prefix(room - kept)) + failed.prefix(kept)
    }
}
