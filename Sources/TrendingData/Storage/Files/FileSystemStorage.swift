#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `LocalStorageClient` on one folder: one file per key, created 0600 in a 0700 folder.
///
/// Every write goes to a temporary file in the same folder, is flushed with `fsync`, and is
/// renamed over the old file, so a crash or `kill -9` leaves the old bytes or the new ones.
public struct FileSystemStorage: LocalStorageClient {
    /// The lock file, beside the data it guards; never read or written, only locked.
    public static let lockKey = ".lock"

    /// Temporary files older than this were left by a killed writer, and the next write removes them.
    public static let staleTemporaryAge: TimeInterval = 60

    /// The largest file read: 64 MiB, sixteen times the bounded history (under 4 MiB) and far
    /// above any state or cache file (a state with ten thousand detailed bookmarks is about
    /// 10 MiB). Past it a file is refused unread, so a planted or runaway file costs no memory.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// How long a busy lock is waited for between tries.
    public static let lockPollInterval: TimeInterval = 0.02

    /// The folder's path. Kept as text: `URL`'s `path` and `appendingPathComponent` cost a
    /// parse on every use and, on the first, a scan by the runtime of every conformance in the
    /// binary, which every run paid (#13).
    public let directoryPath: String
    /// `directoryPath` ending in `/`: a key's path is this plus the key.
    private let directoryPrefix: String

    public var directory: URL { URL(fileURLWithPath: directoryPath, isDirectory: true) }
    let lockTimeout: TimeInterval
    let onLockWait: @Sendable () -> Void
    let clock: MonotonicClock
    let sleep: @Sendable (TimeInterval) -> Void

    /// - Parameters:
    ///   - lockTimeout: how long one other process may hold the lock before a waiter gives up.
    ///   - onLockWait: called once when the lock is busy, so the user hears why nothing happens.
    ///   - clock, sleep: time the lock wait, so tests of it run instantly.
    public init(
        directory: URL, lockTimeout: TimeInterval = 30, onLockWait: @escaping @Sendable () -> Void = {},
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { usleep(useconds_t($0 * 1_000_000)) }
    ) {
        self.init(path: directory.path, lockTimeout: lockTimeout, onLockWait: onLockWait, clock: clock, sleep: sleep)
    }

    /// - Parameter path: the folder's path, absolute or relative to the working directory.
    public init(
        path: String, lockTimeout: TimeInterval = 30, onLockWait: @escaping @Sendable () -> Void = {},
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { usleep(useconds_t($0 * 1_000_000)) }
    ) {
        directoryPath = path
        // An empty path is the working directory, as `URL(fileURLWithPath: "")` is, not `/`.
        directoryPrefix = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
        self.lockTimeout = lockTimeout
        self.onLockWait = onLockWait
        self.clock = clock
        self.sleep = sleep
    }

    public func path(for key: String) -> String {
        directoryPrefix + key
    }

    public func read(_ key: String) throws(StorageError) -> Data? {
        try read(key, upTo: .max)
    }

    public func read(_ key: String, upTo limit: Int) throws(StorageError) -> Data? {
        let path = try validPath(for: key)
        // O_NONBLOCK: opening a FIFO planted in a file's place returns at once instead of waiting
        // for a writer, and fstat then refuses it. O_NOCTTY: a terminal never becomes ours.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .io("cannot read \(path): \(lastError())")
        }
        defer { close(fd) }
        var size = stat()
        guard fstat(fd, &size) == 0 else { throw .io("cannot read \(path): \(lastError())") }
        try Self.check(size, path: path)
        // A file read whole at its size; nil only if it shrank while read, which the rename
        // discipline rules out.
        let count = min(Int(size.st_size), max(0, limit))
        guard let data = FileDescriptorIO.read(count, from: fd) else {
            if count == 0 { return Data() }
            throw .io("cannot read \(path): \(lastError())")
        }
        return data
    }

    /// Refuses what trending never writes before a byte of it is read: anything but a regular
    /// file (a FIFO's read would wait for a writer that never comes, a device's never ends), and
    /// a file past `maximumFileSize`, which would cost its size in memory and seconds.
    static func check(_ info: stat, path: String) throws(StorageError) {
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .refused("\(path) is \(Self.kind(of: info.st_mode)), not a regular file")
        }
        guard Int64(info.st_size) <= Int64(maximumFileSize) else {
            throw .refused("\(path) is \(info.st_size) bytes, past the \(maximumFileSize / (1024 * 1024)) MiB a trending file can be")
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "of an unknown kind"
        }
    }

    public func write(_ data: Data, to key: String) throws(StorageError) {
        let path = try validPath(for: key)
        try createDirectory()
        StaleTemporaryFiles.remove(in: directoryPath, olderThan: Self.staleTemporaryAge)
        let temporary = self.path(for: ".\(key)\(StaleTemporaryFiles.marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        // O_EXCL and O_NOFOLLOW: never write through a file or link someone planted there.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .io("cannot write \(temporary): \(lastError())") }
        do {
            // open's mode is filtered by the umask; fchmod makes 0600 hold whatever it is.
            fchmod(fd, 0o600)
            try writeAll(data, to: fd, path: temporary)
            guard fsync(fd) == 0 else { throw StorageError.io("cannot flush \(temporary): \(lastError())") }
            close(fd)
        } catch {
            close(fd)
            unlink(temporary)
            throw error as! StorageError
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw .io("cannot replace \(path): \(reason)")
        }
        syncDirectory()
    }

    public func delete(_ key: String) throws(StorageError) {
        let path = try validPath(for: key)
        if unlink(path) != 0 && errno != ENOENT {
            throw .io("cannot delete \(path): \(lastError())")
        }
    }

    /// Moves `key` to `key.SUFFIX`, or `key.SUFFIX-2`, `-3`… when that exists: a backup is
    /// never overwritten, however many corruptions share one second.
    public func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        let path = try validPath(for: key)
        for attempt in 1...1000 {
            let destination = "\(path).\(suffix)" + (attempt == 1 ? "" : "-\(attempt)")
            // link() fails on an existing name where rename() would replace it.
            if link(path, destination) == 0 {
                unlink(path)
                return destination
            }
            if errno == EEXIST { continue }
            // A file system without hard links: check the name is free, then rename.
            var info = stat()
            guard lstat(destination, &info) != 0, errno == ENOENT else { continue }
            guard rename(path, destination) == 0 else { throw .io("cannot move \(path) aside: \(lastError())") }
            return destination
        }
        throw .io("cannot move \(path) aside: 1000 backups of it already exist")
    }

    public func keys() throws(StorageError) -> [String] {
        guard let dir = opendir(directoryPath) else {
            if errno == ENOENT { return [] }
            throw .io("cannot list \(directoryPath): \(lastError())")
        }
        defer { closedir(dir) }
        var keys: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            // Dot files are the lock and temporary files, not stored data.
            if !name.hasPrefix(".") { keys.append(name) }
        }
        return keys
    }

    public func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        try createDirectory()
        let path = self.path(for: Self.lockKey)
        // O_NOFOLLOW: a symlinked lock is refused, never created, locked or chmod-ed through.
        // O_NONBLOCK: a FIFO planted as the lock opens at once, and is refused below.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP || errno == EMLINK {
                throw .io("the lock file \(path) is a symbolic link; trending refuses to follow it (remove it and try again)")
            }
            throw .io("cannot open the lock \(path): \(lastError())")
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw .io("the lock file \(path) is not a regular file; trending refuses to lock it (remove it and try again)")
        }
        fchmod(fd, 0o600)
        // Closing the descriptor releases the lock, also when the process dies mid-change.
        defer { close(fd) }
        try acquire(fd, path: path)
        return try body()
    }

    // MARK: - Private

    private func validPath(for key: String) throws(StorageError) -> String {
        guard !key.isEmpty, !key.contains("/"), key != ".", key != ".." else {
            throw .io("invalid storage key '\(key)'")
        }
        return path(for: key)
    }

    /// Creates the folder and any missing parents as 0700, like `mkdir -p -m 700`.
    private func createDirectory() throws(StorageError) {
        var missing: [String] = []
        var current = directory.standardizedFileURL.path
        var info = stat()
        while !current.isEmpty, current != "/", stat(current, &info) != 0 {
            missing.append(current)
            // The parent folder ("/a" has "/", a relative "a" has none).
            if let slash = current.lastIndex(of: "/") {
                current = slash == current.startIndex ? "/" : String(current[..<slash])
            } else {
                current = ""
            }
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                throw .io("cannot create \(folder): \(lastError())")
            }
            chmod(folder, 0o700)
        }
    }

    private func writeAll(_ data: Data, to fd: Int32, path: String) throws(StorageError) {
        if let failure = FileDescriptorIO.writeAll(data, to: fd) { throw .io("cannot write \(path): \(failure)") }
    }

    /// Makes the rename itself durable.
    private func syncDirectory() {
        let fd = open(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}

func lastError() -> String {
    String(cString: strerror(errno))
}
