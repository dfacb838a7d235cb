#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The helper keeps nothing on disk, yet on Linux Foundation makes the shared URL cache, and so
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/trending-fetch/`, however the session's own
/// `urlCache` is set. Pointed at /dev/null, which no folder can be made in, that making fails
/// quietly and leaves no folder in the user's cache (nothing else in the helper reads it).
enum NoURLCacheFolder {
    static func apply() {
        setenv("XDG_CACHE_HOME", "/dev/null", 1)
    }
}
