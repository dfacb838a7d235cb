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
import Synchronization

/// A big local file read by mapping its pages rather than copying them (Linux), one at a time:
/// a copy costs a fresh page per 4 KiB. A file another program cuts short meanwhile reads as
/// zeros past its new end, which no reader takes for JSON, instead of ending the process.
enum MappedFile {
    /// From here up a file is mapped: the size where a copy's fresh pages cost more than the call.
    static let threshold = 128 * 1024

    /// The first `count` bytes of `fd`'s file, mapped; nil when it cannot be (another mapped
    /// read still in use, a refusal, not Linux), and the caller reads it the usual way.
    static func data(_ fd: Int32, count: Int) -> Data? {
        #if os(Linux)
        guard count > 0, BusErrorGuard.claim() else { return nil }
        let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
        guard let address, address != MAP_FAILED else {
            BusErrorGuard.release()
            return nil
        }
        BusErrorGuard.cover(address, count: count)
        return Data(bytesNoCopy: address, count: count, deallocator: .custom { pointer, count in
            BusErrorGuard.uncover()
            munmap(pointer, count)
            BusErrorGuard.release()
        })
        #else
        return nil
        #endif
    }
}

#if os(Linux)
/// The one mapping in use, and a SIGBUS handler that puts a zero page where the mapped file no
/// longer has one; any other SIGBUS goes to the handler before it, as if this one were not there.
enum BusErrorGuard {
    private static let claimed = Atomic<Bool>(false)
    private static let start = Atomic<UInt>(0)
    private static let end = Atomic<UInt>(0)
    private static let installed = Atomic<Bool>(false)
    nonisolated(unsafe) private static var previous = sigaction()
    nonisolated(unsafe) private static var pageSize: UInt = 4096

    static func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    }

    static func release() {
        claimed.store(false, ordering: .releasing)
    }

    static func cover(_ address: UnsafeMutableRawPointer, count: Int) {
        install()
        let base = UInt(bitPattern: address)
        start.store(base, ordering: .sequentiallyConsistent)
        end.store(base + UInt(count), ordering: .sequentiallyConsistent)
    }

    static func uncover() {
        end.store(0, ordering: .sequentiallyConsistent)
        start.store(0, ordering: .sequentiallyConsistent)
    }

    /// Whether `address` lies in the mapping in use.
    static func covers(_ address: UInt) -> Bool {
        let low = start.load(ordering: .sequentiallyConsistent)
        let high = end.load(ordering: .sequentiallyConsistent)
        return low != 0 && address >= low && address < high
    }

    /// A zero page over the one holding `address`; false when the kernel refuses.
    static func zeroPage(at address: UInt) -> Bool {
        let page = address & ~(pageSize - 1)
        let mapped = mmap(UnsafeMutableRawPointer(bitPattern: page), Int(pageSize), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        return mapped != MAP_FAILED
    }

    /// Puts back the handler there was before: the faulting access, run again, meets it.
    static func giveWay() {
        _ = sigaction(SIGBUS, &previous, nil)
    }

    /// Puts the handler in unless it is the one there now: another handler put in since (a
    /// terminal's crash restore) or a SIGBUS given way keeps the mapping in use uncovered otherwise.
    private static func install() {
        if installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
            pageSize = UInt(max(4096, sysconf(Int32(_SC_PAGESIZE))))
        } else {
            var current = sigaction()
            _ = sigaction(SIGBUS, nil, &current)
            let ours = unsafeBitCast(busError as @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void, to: UnsafeRawPointer.self)
            if current.sa_flags & SA_SIGINFO != 0,
               unsafeBitCast(current.__sigaction_handler.sa_sigaction, to: UnsafeRawPointer?.self) == ours {
                return
            }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = busError
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGBUS, &action, &previous)
    }
}

/// SIGBUS: an access past the end of a mapped file that was cut short.
private func busError(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    if let info, let address = info.pointee._sifields._sigfault.si_addr,
       BusErrorGuard.covers(UInt(bitPattern: address)), BusErrorGuard.zeroPage(at: UInt(bitPattern: address)) {
        return
    }
    BusErrorGuard.giveWay()
}
#endif
