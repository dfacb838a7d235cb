import TrendingDomain

/// What the session's reducer may not decide alone: the options it loads with, the retry delays,
/// and how often what was seen is written.
public struct BrowseSessionRules: Equatable, Sendable {
    /// `--offline`, `--refresh` (the first live load only), or neither.
    public let mode: LoadMode
    /// Rows per page: the first load's `--limit`.
    public let pageSize: Int
    /// The most rows load more may reach.
    public let maximumLimit: Int
    public let retry: RetrySchedule
    public let seenFlushInterval: Duration

    public init(mode: LoadMode, pageSize: Int, maximumLimit: Int, retry: RetrySchedule, seenFlushInterval: Duration) {
        self.mode = mode
        self.pageSize = pageSize
        self.maximumLimit = maximumLimit
        self.retry = retry
        self.seenFlushInterval = seenFlushInterval
    }
}
