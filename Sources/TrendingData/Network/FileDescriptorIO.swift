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
            let written = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
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
            let got = systemRead(fd, base + filled, count - filled)
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

/// The C library's `read(2)` and `write(2)`, which `FileDescriptorIO`'s own methods hide, on
/// Linux and macOS alike.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Memory for one read: `malloc` for a small one; for a big one an anonymous mapping populated
/// when it is made (one call, where touching each page would fault once per 4 KiB), or the
/// mapping the last big read left (`SpareMapping`), whose pages are there already.
private struct ReadMemory {
    /// From here up, a mapping: the size where faults start to cost more than the call.
    static let mappingThreshold = 128 * 1024

    let base: UnsafeMutableRawPointer?
    let count: Int
    /// The mapping's size, at least `count`; 0 for `malloc`'s memory.
    let capacity: Int

    init(_ count: Int) {
        self.count = count
        if count >= Self.mappingThreshold, let mapping = SpareMapping.take(atLeast: count) ?? Self.map(count) {
            base = mapping.base
            capacity = mapping.capacity
            return
        }
        base = malloc(count)
        capacity = 0
    }

    /// A mapping of whole MiBs, so a later, bigger read fits in it too; only `count` bytes'
    /// pages are made at once.
    private static func map(_ count: Int) -> (base: UnsafeMutableRawPointer, capacity: Int)? {
        let mebibyte = 1 << 20
        let capacity = (count + mebibyte - 1) / mebibyte * mebibyte
        let address = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else { return nil }
        SpareMapping.populate(address, count)
        return (address, capacity)
    }

    var deallocator: Data.Deallocator {
        let capacity = capacity
        return capacity > 0 ? .custom { pointer, _ in SpareMapping.give(pointer, capacity: capacity) } : .free
    }

    func release() {
        guard let base else { return }
        if capacity > 0 { SpareMapping.give(base, capacity: capacity) } else { free(base) }
    }
}

/// One mapping kept after a big read's `Data` is gone, for the next big read: a list reads a
/// history's head and then the state, and the second read finds the first one's pages in place
/// rather than having new ones found and zeroed. At most one is kept, so a long `browse` holds
/// no more than its biggest file.
private enum SpareMapping {
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var spare: (base: UnsafeMutableRawPointer, capacity: Int)?

    /// The spare mapping, its first `count` bytes' pages made; nil when there is none, or when
    /// it is smaller than `count` (it is then unmapped, and the caller maps anew).
    static func take(atLeast count: Int) -> (base: UnsafeMutableRawPointer, capacity: Int)? {
        guard let mapping = lock.withLock({ () -> (base: UnsafeMutableRawPointer, capacity: Int)? in
            defer { spare = nil }
            return spare
        }) else { return nil }
        guard mapping.capacity >= count else {
            munmap(mapping.base, mapping.capacity)
            return nil
        }
        populate(mapping.base, count)
        return mapping
    }

    /// Makes the first `count` bytes' pages in one call (Linux's `MADV_POPULATE_WRITE`, 5.14 and
    /// later), where writing them would fault once per 4 KiB; pages already there cost nothing.
    /// Elsewhere, or when the kernel refuses, they are made as the read writes them.
    static func populate(_ base: UnsafeMutableRawPointer, _ count: Int) {
        #if os(Linux)
        let populateWrite: Int32 = 23
        _ = madvise(base, count, populateWrite)
        #endif
    }

    static func give(_ base: UnsafeMutableRawPointer, capacity: Int) {
        let kept = lock.withLock { () -> Bool in
            guard spare == nil else { return false }
            spare = (base, capacity)
            return true
        }
        if !kept { munmap(base, capacity) }
    }
}
