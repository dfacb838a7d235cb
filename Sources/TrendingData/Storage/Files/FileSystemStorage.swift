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
import TrendingDomain

/// A `LocalStorageClient` on one folder: one file per key, created 0600 in a 0700 folder.
///
/// Every write goes to a temporary file in the same folder, is flushed with `fsync`, and is
/// renamed over the old file (the file a link leads to, `LinkedFile`), so a crash or `kill -9`
/// leaves the old bytes or the new ones; `SafeFile` opens them.
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
    /// The token, masked in everything written (`StoredSecretScrub`).
    let neverStore: String?

    /// - Parameters:
    ///   - lockTimeout: how long one other process may hold the lock before a waiter gives up.
    ///   - onLockWait: called once when the lock is busy, so the user hears why nothing happens.
    ///   - clock, sleep: time the lock wait, so tests of it run instantly.
    ///   - neverStore: the token, never written to a file whatever text a server quoted it in.
    public init(
        directory: URL, lockTimeout: TimeInterval = 30, onLockWait: @escaping @Sendable () -> Void = {},
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { usleep(useconds_t($0 * 1_000_000)) }, neverStore: String? = nil
    ) {
        self.init(path: directory.path, lockTimeout: lockTimeout, onLockWait: onLockWait, clock: clock, sleep: sleep, neverStore: neverStore)
    }

    /// - Parameter path: the folder's path, absolute or relative to the working directory.
    public init(
        path: String, lockTimeout: TimeInterval = 30, onLockWait: @escaping @Sendable () -> Void = {},
        clock: @escaping MonotonicClock = SystemMonotonicClock.now,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { usleep(useconds_t($0 * 1_000_000)) }, neverStore: String? = nil
    ) {
        self.neverStore = neverStore
        directoryPath = path
        // An empty path is the working directory, as `URL(fileURLWithPath: "")` is, not `/`.
        directoryPrefix = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
        self.lockTimeout = lockTimeout
        self.onLockWait = onLockWait
        self.clock = clock
        self.sleep = sleep
    }

    /// Where `key` is kept: in the folder, under its name, with the token and any part of it
    /// masked there too (`TokenMask`'s rule), since a key can hold a name a server chose
    /// (`stars-OWNER--REPO`).
    public func path(for key: String) -> String {
        directoryPrefix + (neverStore.map { TokenMask.masked(key, token: $0, with: "token-masked") } ?? key)
    }

    public func read(_ key: String) throws(StorageError) -> Data? {
        try read(key, upTo: .max)
    }

    public func read(_ key: String, upTo limit: Int) throws(StorageError) -> Data? {
        try SafeFile.read(validPath(for: key), upTo: limit, maximumSize: Self.maximumFileSize)
    }

    public func write(_ data: Data, to key: String) throws(StorageError) {
        let path = try validPath(for: key)
        // A file no run would read back (it would be moved aside, and a state start empty) is
        // never written: the one there stays as it is.
        guard data.count <= Self.maximumFileSize else {
            throw .io(.failed(.write, path: path, reason: "it would be over 64 MiB, more than trending reads back; the file there is kept as it is"))
        }
        try createDirectory()
        StaleTemporaryFiles.remove(in: directoryPath, olderThan: Self.staleTemporaryAge)
        // A file the user linked elsewhere is replaced where it lives: the link stays a link,
        // and one leading nowhere a file can be written is never replaced by a file of our own.
        if let broken = LinkedFile.brokenLink(path) { throw .io(.failed(.replace, path: path, reason: broken)) }
        let destination = LinkedFile.destination(of: path) ?? path
        let folder = destination == path ? directoryPath : LinkedFile.folder(of: destination)
        if folder != directoryPath { StaleTemporaryFiles.remove(in: folder, olderThan: Self.staleTemporaryAge) }
        let temporary = (folder.hasSuffix("/") ? folder : folder + "/")
            + ".\(key)\(StaleTemporaryFiles.marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Registered while it exists under its temporary name: a signal's handler removes it.
        try TemporaryFilesInFlight.writing(temporary) { () throws(StorageError) -> Void in
            try SafeFile.writeNew(neverStore.map { StoredSecretScrub.scrubbed(data, secret: $0) } ?? data, to: temporary)
            guard rename(temporary, destination) == 0 else {
                let reason = lastError()
                unlink(temporary)
                throw .io(.failed(.replace, path: destination, reason: reason))
            }
        }
        SafeFile.syncDirectory(folder)
    }

    public func delete(_ key: String) throws(StorageError) {
        let path = try validPath(for: key)
        if unlink(path) != 0 && errno != ENOENT {
            throw .io(.failed(.delete, path: path, reason: lastError()))
        }
    }

    /// Moves `key` to `key.SUFFIX`, or `key.SUFFIX-2`, `-3`… when that exists: a backup is
    /// never overwritten, however many corruptions share one second. A key the user made a
    /// symbolic link stays one: the file it leads to is moved aside, in its own folder.
    public func moveAside(_ key: String, suffix: String) throws(StorageError) -> String {
        let named = try validPath(for: key)
        let path = LinkedFile.destination(of: named) ?? named
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
            guard rename(path, destination) == 0 else { throw .io(.failed(.moveAside, path: path, reason: lastError())) }
            return destination
        }
        throw .io(.tooManyBackups(path: path, count: 1000))
    }

    public func keys() throws(StorageError) -> [String] {
        try entries(folders: false)
    }

    public func folderNames() throws(StorageError) -> [String] {
        try entries(folders: true)
    }

    /// The folder's entries that are not dot files: its files, or its folders.
    private func entries(folders: Bool) throws(StorageError) -> [String] {
        guard let dir = opendir(directoryPath) else {
            if errno == ENOENT { return [] }
            throw .io(.failed(.list, path: directoryPath, reason: lastError()))
        }
        defer { closedir(dir) }
        var keys: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            // Dot files are the lock and temporary files, not stored data; nor is a folder (one
            // found where a file should be is moved aside, and left to whoever made it).
            if !name.hasPrefix("."), isFolder(name, type: entry.pointee.d_type) == folders { keys.append(name) }
        }
        return keys
    }

    /// Whether the folder's entry `name` is itself a folder: by its directory entry's type, or
    /// by `lstat` where the file system does not say.
    private func isFolder(_ name: String, type: UInt8) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(directoryPath + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public func withExclusiveLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        try createDirectory()
        let path = self.path(for: Self.lockKey)
        let fd = try SafeFile.openLock(path)
        // Closing the descriptor releases the lock, also when the process dies mid-change.
        defer { close(fd) }
        try acquire(fd, path: path)
        return try body()
    }

    public func checkLock() throws(StorageError) {
        try SafeFile.checkLock(path(for: Self.lockKey))
    }

    /// The folder, made when missing (0700).
    func createFolder() throws(StorageError) {
        try createDirectory()
    }

    // MARK: - Private

    private func validPath(for key: String) throws(StorageError) -> String {
        guard !key.isEmpty, !key.contains("/"), key != ".", key != ".." else {
            throw .io(.invalidKey(key))
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
                let reason = lastError()
                // A folder on the way linked to nowhere (a volume not mounted) is named.
                if errno == ENOENT || errno == ENOTDIR, let broken = LinkedFile.brokenFolder(of: folder + "/.") {
                    throw .io(.failed(.createFolder, path: folder, reason: broken))
                }
                throw .io(.failed(.createFolder, path: folder, reason: reason))
            }
            chmod(folder, 0o700)
        }
    }
}

func lastError() -> String {
    String(cString: strerror(errno))
}
