/// A list short of its limit, said by a search's (or its cache's) load.
extension TrendingWarning {
    /// Whether this says the list is short of the limit asked for.
    var saysShortList: Bool {
        switch self {
        case .fewerThanRequested, .fallbackShort: true
        default: false
        }
    }

    /// A cache short of the limit is said with the rows shown: GitHub's page rows and the
    /// remembered ones join the cached search's, so the cache alone undercounts them.
    func counted(shown: Int) -> TrendingWarning? {
        switch self {
        case .fewerThanRequested(_, let requested): shown >= requested ? nil : .fewerThanRequested(available: shown, requested: requested)
        case .fallbackShort(_, let requested): shown >= requested ? nil : .fallbackShort(available: shown, requested: requested)
        default: self
        }
    }
}
