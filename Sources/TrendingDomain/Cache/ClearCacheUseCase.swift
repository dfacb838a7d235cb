/// `cache clear`: deletes every file the caches wrote, stopping at the first that cannot be.
public struct ClearCacheUseCase: Sendable {
    private let files: any CacheFiles

    public init(files: any CacheFiles) {
        self.files = files
    }

    /// How many files were deleted, and the folders a cache moved aside, which are kept.
    public func execute() throws(CacheError) -> ClearedCache {
        let keys = try files.keys()
        for key in keys {
            try files.delete(key)
        }
        return ClearedCache(removed: keys.count, keptFolders: try files.keptFolders())
    }
}

/// What `cache clear` did: files removed, and folders kept.
public struct ClearedCache: Equatable, Sendable {
    public let removed: Int
    public let keptFolders: [String]

    public init(removed: Int, keptFolders: [String] = []) {
        self.removed = removed
        self.keptFolders = keptFolders
    }
}
