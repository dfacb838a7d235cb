#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error held open before any file is: a command started with one
/// closed (`trending >&-`) would otherwise hand its number to the first file it opens, and write
/// its output into that file (a lock, the state). Each closed one becomes /dev/null opened for
/// reading, so a write to it still fails (EBADF), as a closed stdout's write does.
enum StandardDescriptors {
    static func hold() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            // `open` gives the lowest free number: this one, as the lower ones are open.
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
