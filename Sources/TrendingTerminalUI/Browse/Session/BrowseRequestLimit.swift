import TrendingDomain

/// How many rows browse loads at first (and per page), and the most there can be.
public enum BrowseRequestLimit {
    public static let initial = 100
    public static let maximum = TrendingQuery.searchCap
}
