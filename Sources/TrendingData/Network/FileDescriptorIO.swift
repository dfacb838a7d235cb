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

    /// Reads exactly `count` bytes, or nil at end of file or on an error. Straight into the
    /// memory the `Data` keeps: no buffer in between, no copy, nothing zeroed first; a big read
    /// (a long history, a state that remembers thousands of repos) into pages mapped in one go
    /// rather than faulted in one by one.
    public static func read(_ count: Int, from fd: Int32) -> Data? {
        guard count > 0 else { return count == 0 ? Data() : nil }
        let memory = ReadMemory(count)
        guard let base = memory.base else { return nil }
        var filled = 0
        while filled < count {
            let got = Glibc.read(fd, base + filled, count - filled)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                memory.release()
                return nil
            }
            filled += got
        }
        return Data(bytesNoCopy: base, count: count, deallocator: memory.deallocator)
    }
}

/// Memory for one read: `malloc` for a small one; for a big one an anonymous mapping populated
/// when it is made (one call, where touching each page would fault once per 4 KiB).
private struct ReadMemory {
    /// From here up, a mapping: the size where faults start to cost more than the call.
    static let mappingThreshold = 128 * 1024

    let base: UnsafeMutableRawPointer?
    let count: Int
    let mapped: Bool

    init(_ count: Int) {
        self.count = count
        if count >= Self.mappingThreshold {
            #if os(Linux)
            let populate = MAP_POPULATE
            #else
            let populate: Int32 = 0
            #endif
            let address = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | populate, -1, 0)
            if let address, address != MAP_FAILED {
                base = address
                mapped = true
                return
            }
        }
        base = malloc(count)
        mapped = false
    }

    var deallocator: Data.Deallocator {
        mapped ? .custom { pointer, size in munmap(pointer, size) } : .free
    }

    func release() {
        guard let base else { return }
        if mapped { munmap(base, count) } else { free(base) }
    }
}
