/// `cache clear`: deletes every file the caches wrote, stopping at the first that cannot be.
public struct ClearCacheUseCase: Sendable {
    private let files: any CacheFiles

    public init(files: any CacheFiles) {
        self.files = files
    }

    /// How many files were deleted.
    public func execute() throws(CacheError) -> Int {
        let keys = try files.keys()
        for key in keys {
            try files.delete(key)
        }
        return keys.count
    }
}
