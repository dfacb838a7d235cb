#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData

/// Opens a URL the way the desktop expects: `$BROWSER` (a `:`-separated list of commands, `%s`
/// standing for the URL), else `xdg-open`. Runs each without a shell, so a URL can't inject one.
struct BrowserLauncher {
    let environment: AppEnvironment

    /// True when a browser accepted the URL; false when none could be run.
    func open(_ url: URL) -> Bool {
        var candidates: [[String]] = []
        if let browser = environment.value("BROWSER") {
            candidates += browser.split(separator: ":").map { entry in
                let words = entry.split(separator: " ").map(String.init)
                return words.contains { $0.contains("%s") }
                    ? words.map { $0.replacing("%s", with: url.absoluteString) }
                    : words + [url.absoluteString]
            }
        }
        candidates.append(["xdg-open", url.absoluteString])
        return candidates.contains { run($0) }
    }

    private func run(_ command: [String]) -> Bool {
        guard let name = command.first, let executable = which(name) else { return false }
        // trending ignores SIGPIPE (a closed stdout is handled as EPIPE); Subprocess gives a
        // browser the default back, since an ignored signal is inherited across exec.
        guard let process = try? Subprocess(
            executable: executable.path, arguments: Array(command.dropFirst()), environment: environment.variables,
            standardInput: .nullDevice
        ) else { return false }
        // Waiting lets a terminal browser (w3m, lynx) have the terminal until it quits.
        return process.waitForExit() == .exited(0)
    }

    private func which(_ name: String) -> URL? {
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil
        }
        let path = environment.value("PATH") ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }
}
