/// The files the caches wrote, as far as clearing them goes: never the user's state, which may
/// share their folder.
public protocol CacheFiles: Sendable {
    /// The keys of every file a cache wrote (lists, details, star histories, corrupt copies).
    func keys() throws(CacheError) -> [String]
    func delete(_ key: String) throws(CacheError)
    /// Folders a cache moved aside from a file's place: kept, as whoever made them may need
    /// them, and named so a clear does not pass them over in silence.
    func keptFolders() throws(CacheError) -> [String]
}

extension CacheFiles {
    public func keptFolders() throws(CacheError) -> [String] { [] }
}
