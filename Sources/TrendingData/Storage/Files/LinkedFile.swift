#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A data file the user made a symbolic link (to keep it with their dotfiles, say): where a
/// write must land so the link stays a link and its target gets the new bytes.
public enum LinkedFile {
    /// The path the link at `path` leads to, when that is a regular file or a name not made yet
    /// in a folder that exists; nil when `path` is no link or leads anywhere else.
    static func destination(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            var target = stat()
            guard stat(resolved, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return nil }
            return String(cString: resolved)
        }
        guard errno == ENOENT else { return nil }
        // The chain's last link leads to a name not made yet: followed link by link to it, so a
        // write lands there, never over a link in the middle.
        var joined = path
        for _ in 0..<40 {
            var step = stat()
            guard lstat(joined, &step) == 0, step.st_mode & S_IFMT == S_IFLNK else { break }
            guard let text = linkText(joined), !text.isEmpty else { return nil }
            joined = text.hasPrefix("/") ? text : folder(of: joined) + "/" + text
        }
        var end = stat()
        guard joined != path, lstat(joined, &end) != 0 else { return nil }
        let name = joined.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        guard !name.isEmpty, name != ".", name != "..", let parent = realpath(folder(of: joined), nil) else { return nil }
        defer { free(parent) }
        let folderPath = String(cString: parent)
        return (folderPath == "/" ? "" : folderPath) + "/" + name
    }

    /// Why the link at `path` leads nowhere a write could land (a folder of dotfiles not
    /// mounted, a link to a folder): read as empty and replaced, it would be cut off from the
    /// file it leads to. Nil when `path` is no link, or one `destination(of:)` resolves.
    static func brokenLink(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, destination(of: path) == nil else { return nil }
        let target = linkText(path) ?? "?"
        var reached = stat()
        return stat(path, &reached) == 0
            ? "it is a symbolic link to \(target), which is not a regular file; the link was left as it is"
            : "it is a symbolic link to \(target), whose folder does not exist; the link was left as it is"
    }

    /// Why the folder `path` would be in cannot be reached although the file is simply not made
    /// yet elsewhere: a folder on the way is a symbolic link leading nowhere (a volume not
    /// mounted yet), or a file stands in a folder's place. Nil when the nearest folder that
    /// exists is a real one (a first run: the folders are made on the first write).
    public static func brokenFolder(of path: String) -> String? {
        var folderPath = folder(of: path)
        while !folderPath.isEmpty, folderPath != "/", folderPath != "." {
            var info = stat()
            if lstat(folderPath, &info) == 0 {
                switch info.st_mode & S_IFMT {
                case S_IFLNK:
                    var reached = stat()
                    guard stat(folderPath, &reached) != 0 else {
                        return reached.st_mode & S_IFMT == S_IFDIR ? nil : "\(folderPath) is a symbolic link to \(linkText(folderPath) ?? "?"), which is not a folder"
                    }
                    return "its folder \(folderPath) is a symbolic link to \(linkText(folderPath) ?? "?"), which does not exist (a volume not mounted?); nothing was read or written there"
                case S_IFDIR:
                    return nil
                default:
                    return "\(folderPath) is a file, not a folder; nothing was read or written there"
                }
            }
            folderPath = folder(of: folderPath)
        }
        return nil
    }

    /// The folder part of `path`: everything before its last `/` (`.` when it has none).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
