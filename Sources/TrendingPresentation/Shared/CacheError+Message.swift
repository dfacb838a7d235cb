import TrendingDomain

extension CacheError {
    /// A one-line reason, for warnings and the browse screen's status line. The wording lives
    /// here, not in the domain: the domain reports what failed, Presentation says it.
    public var message: String {
        switch self {
        case .corrupt(let movedTo, let file): "the cache\(Self.linked(movedTo, file).map { " file \($0)" } ?? "") was unreadable and was moved to \(movedTo)"
        case .io(let failure): failure.message
        case .notMovedAside(let key, let reason): "the cache file \(key) is unreadable and could not be moved aside: \(reason.message)"
        case .notEncoded(let reason): "cannot encode the cache: \(reason)"
        }
    }

    /// The cache file's own name, when the file moved aside is another (a link's target), so
    /// the warning says which cache it was; nil when the moved path names it already.
    static func linked(_ movedTo: String, _ file: String?) -> String? {
        guard let file, let name = movedTo.split(separator: "/").last, !name.hasPrefix(file + ".corrupt") else { return nil }
        return file
    }

}
