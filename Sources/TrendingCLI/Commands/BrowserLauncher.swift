#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingTerminalUI

/// Opens a URL the way the desktop expects: `$BROWSER` (a `:`-separated list of commands, `%s`
/// standing for the URL), else `xdg-open`. Runs each without a shell, so a URL can't inject one.
struct BrowserLauncher: BrowserOpening {
    let environment: AppEnvironment

    typealias Outcome = BrowserOpenOutcome

    func open(_ url: URL) -> Outcome {
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
        var firstFailure: Outcome?
        for candidate in candidates {
            let outcome = run(candidate)
            if outcome == .opened { return .opened }
            if case .failed = outcome, firstFailure == nil { firstFailure = outcome }
        }
        if firstFailure == nil, let browser = environment.value("BROWSER") {
            // $BROWSER names something that isn't there: that is a failure the user should hear of.
            return .failed(command: browser, reason: "was not found")
        }
        return firstFailure ?? .noBrowser
    }

    private func run(_ command: [String]) -> Outcome {
        guard let name = command.first, let executable = which(name) else { return .noBrowser }
        // trending ignores SIGPIPE (a closed stdout is handled as EPIPE); Subprocess gives a
        // browser the default back, since an ignored signal is inherited across exec.
        let process: Subprocess
        do {
            process = try Subprocess(
                executable: executable.path, arguments: Array(command.dropFirst()), environment: environment.variables,
                standardInput: .nullDevice
            )
        } catch {
            return .failed(command: name, reason: "could not be started (\(error.description.lowercased()))")
        }
        // Waiting lets a terminal browser (w3m, lynx) have the terminal until it quits.
        switch process.waitForExit() {
        case .exited(0):
            return .opened
        case .exited(let status):
            return .failed(command: name, reason: "exited with status \(status)")
        case .signalled(let signal):
            return .failed(command: name, reason: "was killed by signal \(signal)")
        }
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
