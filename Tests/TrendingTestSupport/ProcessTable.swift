import Foundation

/// What /proc says about running processes, for tests that must prove a child is gone.
public enum ProcessTable {
    /// The ids of live processes whose parent is `parent` and whose name is `name`.
    public static func children(of parent: Int32, named name: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = self.stat(pid) else { return false }
            return stat.name == name && stat.parent == parent
        }
    }

    /// True while `pid` exists and is not a zombie.
    public static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = stat(pid) else { return false }
        return stat.state != "Z" && stat.state != "X"
    }

    /// The most memory `pid` has had resident so far (VmHWM), in bytes; nil once it is gone.
    public static func peakResidentBytes(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kib * 1024
    }

    /// Name, state and parent from /proc/PID/stat; the name is in parentheses and may hold spaces.
    private static func stat(_ pid: Int32) -> (name: String, state: Character, parent: Int32)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
        else { return nil }
        let name = String(text[text.index(after: open)..<close])
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (name, state, parent)
    }
}
