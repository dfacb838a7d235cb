import TrendingDomain
import TrendingPresentation

extension BrowseLoads {
    /// `result` without its warnings of a file moved aside (the state's, the cached list's), which
    /// are said on the screen at once: the reducer keeps a cache-first paint and some failures
    /// quiet, and the next read finds no file to say it of.
    static func sayingMovedAside(_ result: TrendingLoadResult, _ dependencies: BrowseDependencies) -> TrendingLoadResult {
        var others: [TrendingWarning] = [], notices: [StateNotice] = [], movedAside: [TrendingWarning] = []
        for warning in result.warnings {
            switch warning {
            case .state(let notice): notices.append(notice)
            case .cacheCorrupt: movedAside.append(warning)
            default: others.append(warning)
            }
        }
        dependencies.statePresenter.presentNotices(notices)
        dependencies.presenter.presentWarnings(movedAside)
        return result.with(warnings: others)
    }
}
