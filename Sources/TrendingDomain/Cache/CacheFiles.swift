/// The files the caches wrote, as far as clearing them goes: never the user's state, which may
/// share their folder.
public protocol CacheFiles: Sendable {
    /// The keys of every file a cache wrote (lists, details, star histories, corrupt copies).
    func keys() throws(CacheError) -> [String]
    func delete(_ key: String) throws(CacheError)
}
