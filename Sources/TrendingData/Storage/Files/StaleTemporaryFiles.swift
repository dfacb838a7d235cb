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

/// Temporary files a killed writer left behind (`.state.json.tmp-PID-RANDOM`): removed by a
/// later writer once older than a minute, so a live writer's file is never touched.
enum StaleTemporaryFiles {
    /// Between the key and the writer's pid in a temporary file's name.
    static let marker = ".tmp-"

    static func remove(in directory: String, olderThan age: TimeInterval, now: Date = Date()) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix("."), name.contains(marker) else { continue }
            let path = directory + "/" + name
            var info = stat()
            // lstat: a planted link is judged (and removed) as itself, never followed.
            guard lstat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
            let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtimespec.tv_sec))
            #else
            let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
            #endif
            if now.timeIntervalSince(modified) > age { unlink(path) }
        }
    }
}
