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

/// Opens, reads and writes one file by path without trusting what may have been planted there:
/// only regular files are read, and none past a size cap; new files and locks are never made
/// through a link. `FileSystemStorage` decides which paths; this is the file descriptors' part.
enum SafeFile {
    /// The regular file at `path`, at most `limit` bytes of it; nil when there is none.
    static func read(_ path: String, upTo limit: Int, maximumSize: Int) throws(StorageError) -> Data? {
        // O_NONBLOCK: opening a FIFO planted in a file's place returns at once instead of waiting
        // for a writer, and fstat then refuses it. O_NOCTTY: a terminal never becomes ours.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR {
                // A link to a file not made yet is a first run; one leading nowhere is not, nor
                // is a folder linked to nowhere (a volume not mounted) or a file in a folder's place.
                if let broken = LinkedFile.brokenLink(path) ?? LinkedFile.brokenFolder(of: path) {
                    throw .io(.failed(.read, path: path, reason: broken))
                }
                return nil
            }
            throw .io(.failed(.read, path: path, reason: lastError()))
        }
        defer { close(fd) }
        var size = stat()
        guard fstat(fd, &size) == 0 else { throw .io(.failed(.read, path: path, reason: lastError())) }
        // A link the user made to a folder (or a device) is theirs: an error naming it, never a
        // corrupt file moved aside and replaced.
        if size.st_mode & S_IFMT != S_IFREG, let broken = LinkedFile.brokenLink(path) {
            throw .io(.failed(.read, path: path, reason: broken))
        }
        try check(size, path: path, maximumSize: maximumSize)
        // A file read whole at its size; nil only if it shrank while read, which the rename
        // discipline rules out.
        let count = min(Int(size.st_size), max(0, limit))
        if count >= MappedFile.threshold, let mapped = MappedFile.data(fd, count: count) { return mapped }
        guard let data = FileDescriptorIO.read(count, from: fd) else {
            if count == 0 { return Data() }
            throw .io(.failed(.read, path: path, reason: lastError()))
        }
        return data
    }

    /// Refuses what trending never writes before a byte of it is read: anything but a regular
    /// file (a FIFO's read would wait for a writer that never comes, a device's never ends), and
    /// a file past `maximumSize`, which would cost its size in memory and seconds.
    static func check(_ info: stat, path: String, maximumSize: Int) throws(StorageError) {
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .refused(.notRegularFile(path: path, kind: kind(of: info.st_mode)))
        }
        guard Int64(info.st_size) <= Int64(maximumSize) else {
            throw .refused(.tooLarge(path: path, bytes: Int(info.st_size), limitMiB: maximumSize / (1024 * 1024)))
        }
    }

    private static func kind(of mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFIFO: .fifo
        case S_IFDIR: .folder
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        default: .unknown
        }
    }

    /// Writes `data` to a file created at `path`, 0600 and flushed; on failure it is removed.
    static func writeNew(_ data: Data, to path: String) throws(StorageError) {
        // O_EXCL and O_NOFOLLOW: never write through a file or link someone planted there.
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .io(.failed(.write, path: path, reason: lastError())) }
        do {
            // open's mode is filtered by the umask; fchmod makes 0600 hold whatever it is.
            fchmod(fd, 0o600)
            if let failure = FileDescriptorIO.writeAll(data, to: fd) { throw StorageError.io(.failed(.write, path: path, reason: failure)) }
            guard fsync(fd) == 0 else { throw StorageError.io(.failed(.flush, path: path, reason: lastError())) }
            close(fd)
        } catch {
            close(fd)
            unlink(path)
            throw error as! StorageError
        }
    }

    /// Refuses the lock file at `path` as `openLock` would (a link, anything but a regular file);
    /// none there yet is fine: the first change makes it.
    static func checkLock(_ path: String) throws(StorageError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw .io(.lockIsSymbolicLink(path: path))
        default: throw .io(.lockNotRegularFile(path: path))
        }
    }

    /// The lock file at `path`, opened (created 0600 if missing) for the caller to lock and
    /// close; a link or anything but a regular file is refused.
    static func openLock(_ path: String) throws(StorageError) -> Int32 {
        // O_NOFOLLOW: a symlinked lock is refused, never created, locked or chmod-ed through.
        // O_NONBLOCK: a FIFO planted as the lock opens at once, and is refused below.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP || errno == EMLINK {
                throw .io(.lockIsSymbolicLink(path: path))
            }
            // A folder where the lock goes is refused as `checkLock` refuses it (bb46 e3-D2).
            if errno == EISDIR { throw .io(.lockNotRegularFile(path: path)) }
            let reason = lastError()
            // A folder linked to nowhere (a volume not mounted) is named, not "no such file".
            if errno == ENOENT || errno == ENOTDIR, let broken = LinkedFile.brokenFolder(of: path) {
                throw .io(.failed(.openLock, path: path, reason: broken))
            }
            throw .io(.failed(.openLock, path: path, reason: reason))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw .io(.lockNotRegularFile(path: path))
        }
        fchmod(fd, 0o600)
        return fd
    }

    /// Makes a rename in the folder at `path` durable.
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
