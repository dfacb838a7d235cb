import TrendingDomain

extension StorageFailure {
    /// A file-system failure whose system words are `reason`: what a spy's failure needs.
    public static func test(_ reason: String) -> StorageFailure {
        .failed(.write, path: "/test", reason: reason)
    }
}
