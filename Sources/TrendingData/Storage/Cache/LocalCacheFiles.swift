import TrendingDomain

/// The cache folder's files, as `cache clear` sees them: those `CacheFileNames` recognises.
public struct LocalCacheFiles: CacheFiles {
    private let storage: any LocalStorageClient

    public init(storage: any LocalStorageClient) {
        self.storage = storage
    }

    public func keys() throws(CacheError) -> [String] {
        do {
            // Only what the caches wrote: the folder may be the state folder too.
            return try storage.keys().filter(CacheFileNames.isCacheFile)
        } catch {
            throw .io(error.failure)
        }
    }

    public func keptFolders() throws(CacheError) -> [String] {
        do {
            return try storage.folderNames().filter(CacheFileNames.isCacheFile).sorted()
        } catch {
            throw .io(error.failure)
        }
    }

    public func delete(_ key: String) throws(CacheError) {
        do {
            try storage.delete(key)
        } catch {
            throw .io(error.failure)
        }
    }
}
