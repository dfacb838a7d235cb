#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The helper keeps nothing on disk, yet on Linux Foundation makes folders of its own however the
/// session is set: the shared URL cache's (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/…`)
/// and the shared cookie store's (`$XDG_DATA_HOME/<the executable's folder name>`, so `bin/`).
/// Pointed at /dev/null, which no folder can be made in, that making fails quietly and leaves no
/// folder in the user's cache or data (nothing else in the helper reads either).
enum NoFoundationFolders {
    static func apply() {
        setenv("XDG_CACHE_HOME", "/dev/null", 1)
        setenv("XDG_DATA_HOME", "/dev/null", 1)
    }
}
