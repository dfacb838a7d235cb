#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Whole-buffer reads and writes on a file descriptor, retrying short transfers and EINTR:
/// the one loop the storage, the network helper's pipes and the terminal all need.
public enum FileDescriptorIO {
    /// Writes every byte; the `errno` text when the descriptor refuses.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        writeAllReturningErrno(bytes, to: fd).map { String(cString: strerror($0)) }
    }

    /// Writes every byte; the `errno` when the descriptor refuses (EPIPE, ENOSPC…), else nil.
    public static func writeAllReturningErrno(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    @discardableResult
    public static func writeAll(_ data: Data, to fd: Int32) -> String? {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Reads exactly `count` bytes, or nil at end of file or on an error.
    public static func read(_ count: Int, from fd: Int32) -> Data? {
        var data = Data(capacity: count)
        var buffer = [UInt8](repeating: 0, count: max(1, min(count, 256 * 1024)))
        while data.count < count {
            let wanted = min(buffer.count, count - data.count)
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            data.append(contentsOf: buffer[0..<got])
        }
        return data
    }
}
