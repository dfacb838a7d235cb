import TrendingDomain

extension StorageFailure {
    /// A one-line reason, as warnings and errors say it.
    public var message: String {
        switch self {
        case .failed(let operation, let path, let reason): "\(operation.words) \(path)\(operation == .moveAside ? " aside" : ""): \(reason)"
        case .tooManyBackups(let path, let count): "cannot move \(path) aside: \(count) backups of it already exist"
        case .invalidKey(let key): "invalid storage key '\(key)'"
        case .notRegularFile(let path, let kind): "\(path) is \(kind.words), not a regular file"
        case .tooLarge(let path, let bytes, let limit): "\(path) is \(bytes) bytes, past the \(limit) MiB a trending file can be"
        case .lockIsSymbolicLink(let path): "the lock file \(path) is a symbolic link; trending refuses to follow it (remove it and try again)"
        case .lockNotRegularFile(let path): "the lock file \(path) is not a regular file; trending refuses to lock it (remove it and try again)"
        // `--timeout 0.5` waited half a second, not "over 0 s".
        case .lockHeld(let path, let seconds):
            "another trending process has held \(path) for over \(Self.seconds(seconds)) s"
        }
    }

    /// Whole seconds as they are, others to a tenth: `10`, `0.5`.
    private static func seconds(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

extension FileOperation {
    fileprivate var words: String {
        switch self {
        case .read: "cannot read"
        case .write: "cannot write"
        case .flush: "cannot flush"
        case .replace: "cannot replace"
        case .delete: "cannot delete"
        case .moveAside: "cannot move"
        case .list: "cannot list"
        case .createFolder: "cannot create"
        case .lock: "cannot lock"
        case .openLock: "cannot open the lock"
        }
    }
}

extension FileKind {
    fileprivate var words: String {
        switch self {
        case .fifo: "a FIFO"
        case .folder: "a folder"
        case .device: "a device"
        case .socket: "a socket"
        case .unknown: "of an unknown kind"
        }
    }
}
