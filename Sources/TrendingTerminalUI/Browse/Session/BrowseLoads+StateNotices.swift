import TrendingDomain
import TrendingPresentation

extension BrowseLoads {
    /// `result` without its state warnings (a state file moved aside), which are said on the
    /// screen at once: the reducer keeps a cache-first paint and some failures quiet, and the
    /// next read finds no file to say it of.
    static func sayingStateNotices(_ result: TrendingLoadResult, _ dependencies: BrowseDependencies) -> TrendingLoadResult {
        var others: [TrendingWarning] = []
        var notices: [StateNotice] = []
        for warning in result.warnings {
            if case .state(let notice) = warning { notices.append(notice) } else { others.append(warning) }
        }
        dependencies.statePresenter.presentNotices(notices)
        return TrendingLoadResult(outcome: result.outcome, warnings: others)
    }
}
