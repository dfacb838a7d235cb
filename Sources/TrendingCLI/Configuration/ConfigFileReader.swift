#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrendingData

/// Reads the config file the simplest safe way: a regular file only (a FIFO or a device would
/// block or never end), opened without blocking, and at most `maximumSize` bytes.
enum ConfigFileReader {
    /// Far more than any config needs; a bigger file is not a config file.
    static let maximumSize = 64 * 1024

    enum Outcome: Equatable {
        /// No file there: the usual case, and nothing to say.
        case missing
        case text(String)
        /// There, but not readable as a config: why, for a warning.
        case unreadable(String)
    }

    /// What the symbolic link at `path` says, when `path` is one.
    private static func danglingLink(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & 0o170000 == 0o120000 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func contents(of path: String) -> Outcome {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                // A link to a config kept elsewhere (dotfiles not mounted yet) is no missing file: said.
                // So is its folder linked into them (bb33 m r07).
                if let link = danglingLink(path) { return .unreadable("it is a symbolic link to \(link), which does not exist") }
                return LinkedFile.brokenFolder(of: path).map { .unreadable($0) } ?? .missing
            }
            return .unreadable(String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & 0o170000 == 0o100000 else { return .unreadable("not a regular file") }
        guard info.st_size <= maximumSize else { return .unreadable("larger than \(maximumSize / 1024) KiB") }
        var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        // It grew while read: still not a config file.
        guard count <= maximumSize else { return .unreadable("larger than \(maximumSize / 1024) KiB") }
        // Bytes that are no UTF-8 read as U+FFFD, which `ConfigFile` refuses in a line of its own.
        return .text(String(decoding: bytes[..<count], as: UTF8.self))
    }
}
