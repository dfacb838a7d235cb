import TrendingDomain

extension StateError {
    /// A one-line reason, for warnings and errors. The wording lives here, not in the domain or
    /// the stores: they report what failed, Presentation says it.
    public var message: String {
        switch self {
        case .io(let failure), .busy(let failure): failure.message
        case .notMovedAside(let file, let reason): "\(file) is unreadable and could not be moved aside: \(reason.message)"
        case .newerFormat(let file, let version): "\(file) was written by a newer trending (format \(version)); upgrade trending to use it"
        case .notEncoded(let file, let reason): "cannot encode \(file): \(reason)"
        case .notChanged(let file): "\(file) was not changed"
        case .failedAfterMovingAside(let movedTo, let error): "\(error.message); the unreadable file was moved to \(movedTo) first"
        }
    }
}
