/// Why the file system failed this tool's files, as a value: the stores say what failed and
/// where, Presentation says it (`StorageFailure.message`).
public enum StorageFailure: Error, Equatable, Sendable {
    /// `operation` on `path` failed with the system's `reason` (its `strerror` text).
    case failed(FileOperation, path: String, reason: String)
    /// `path` was not moved aside: that many backups of it exist already.
    case tooManyBackups(path: String, count: Int)
    /// A storage key that names no file of this tool's.
    case invalidKey(String)
    /// `path` is there but is no regular file.
    case notRegularFile(path: String, kind: FileKind)
    /// `path` is `bytes` long, past the `limitMiB` a file of this tool's can be.
    case tooLarge(path: String, bytes: Int, limitMiB: Int)
    /// The lock file `path` is a symbolic link, which is never followed.
    case lockIsSymbolicLink(path: String)
    /// The lock file `path` is no regular file.
    case lockNotRegularFile(path: String)
    /// Another process has held the lock `path` for over `seconds`.
    case lockHeld(path: String, seconds: Double)
}

/// What was being done to a file when it failed.
public enum FileOperation: Equatable, Sendable {
    case read, write, flush, replace, delete, moveAside, list, createFolder, lock, openLock
}

/// What a path that should be a regular file is instead.
public enum FileKind: Equatable, Sendable {
    case fifo, folder, device, socket, unknown
}
