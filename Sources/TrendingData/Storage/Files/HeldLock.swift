#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock of `FileSystemStorage`'s taken for as long as a whole run needs it (a `--new-only`
/// digest, from reading what was seen to recording what it wrote); released by `release()`, or
/// when the process ends.
public final class HeldLock: @unchecked Sendable {
    private var fd: Int32

    init(fd: Int32) {
        self.fd = fd
    }

    public func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}

extension FileSystemStorage {
    /// Takes the lock file `key` beside the data (not the data's own lock, which every save takes
    /// for itself), with the same bounded wait, and holds it until released.
    public func holdLock(_ key: String) throws(StorageError) -> HeldLock {
        guard key.hasPrefix("."), !key.contains("/") else { throw .io(.invalidKey(key)) }
        try createFolder()
        let path = self.path(for: key)
        let fd = try SafeFile.openLock(path)
        do {
            try acquire(fd, path: path)
        } catch {
            close(fd)
            throw error
        }
        return HeldLock(fd: fd)
    }
}
