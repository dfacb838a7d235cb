import TrendingDomain

extension CacheError {
    /// A one-line reason, for warnings and the browse screen's status line. The wording lives
    /// here, not in the domain: the domain reports what failed, Presentation says it.
    public var message: String {
        switch self {
        case .corrupt(let movedTo): "the cache was unreadable and was moved to \(movedTo)"
        case .io(let failure): failure.message
        case .notMovedAside(let key, let reason): "the cache file \(key) is unreadable and could not be moved aside: \(reason.message)"
        case .notEncoded(let reason): "cannot encode the cache: \(reason)"
        }
    }
}
