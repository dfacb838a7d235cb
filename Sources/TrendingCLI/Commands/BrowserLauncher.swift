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
import Dispatch
import TrendingData
import TrendingTerminalUI

/// Opens a URL the way the desktop expects: `$BROWSER` (a `:`-separated list of commands, `%s`
/// standing for the URL), else `xdg-open`. Runs each without a shell, so a URL can't inject one.
struct BrowserLauncher: BrowserOpening {
    let environment: AppEnvironment

    typealias Outcome = BrowserOpenOutcome

    func open(_ url: URL) -> Outcome {
        open(url, beside: nil)
    }

    func openBeside(
        _ url: URL, handOver: @escaping @Sendable () -> Void, takeBack: @escaping @Sendable () -> Void,
        settled: @escaping @Sendable (Outcome) -> Void
    ) {
        // A thread of its own: a window browser is waited for up to `besideWait` (bb41 o2-D1).
        DetachedThread.start { settled(open(url, beside: (handOver, takeBack))) }
    }

    /// Browsers that draw in the terminal: from a full screen they get it while they run.
    static let terminalBrowsers: Set<String> = ["w3m", "lynx", "links", "links2", "elinks", "www-browser", "browsh", "carbonyl"]
    /// How long a browser run beside a full screen is waited for: `xdg-open` and a browser handing
    /// the page to a running window end by then, and their status is heard; one still running
    /// then (a window browser in the foreground) has opened the page.
    static let besideWait: TimeInterval = 2

    private func open(_ url: URL, beside screen: (handOver: () -> Void, takeBack: () -> Void)?) -> Outcome {
        var candidates: [[String]] = []
        if let browser = environment.value("BROWSER") {
            candidates += browser.split(separator: ":").map { entry in
                BrowserEntry.words(String(entry), url: url.absoluteString, isExecutable: Self.isProgram)
            }.filter { $0.count > 1 }
        }
        candidates.append(["xdg-open", url.absoluteString])
        var firstFailure: Outcome?
        for candidate in candidates {
            let outcome = run(candidate, beside: screen)
            if outcome == .opened { return .opened }
            if case .failed = outcome, firstFailure == nil { firstFailure = outcome }
        }
        if firstFailure == nil, let browser = environment.value("BROWSER") {
            // $BROWSER names something that isn't there: that is a failure the user should hear of.
            return .failed(command: browser, reason: "was not found")
        }
        return firstFailure ?? .noBrowser
    }

    private func run(_ command: [String], beside screen: (handOver: () -> Void, takeBack: () -> Void)?) -> Outcome {
        guard let name = command.first, let executable = which(name) else { return .noBrowser }
        // Beside a full screen, only a terminal browser is handed the terminal; any other's
        // output would scribble on the screen, and it is not waited for past `besideWait`.
        let quiet = screen != nil && !Self.terminalBrowsers.contains(executable.lastPathComponent)
        if !quiet { screen?.handOver() }
        defer { if !quiet { screen?.takeBack() } }
        // trending ignores SIGPIPE (a closed stdout is handled as EPIPE); Subprocess gives a
        // browser the default back, since an ignored signal is inherited across exec.
        let process: Subprocess
        do {
            process = try Subprocess(
                executable: executable.path, arguments: Array(command.dropFirst()), environment: environment.variables,
                // A browser in the terminal reads its keys there (links quits on a stdin at its end).
                standardInput: quiet ? .nullDevice : .inherit, standardOutput: quiet ? .nullDevice : .inherit,
                standardError: quiet ? .nullDevice : .inherit,
                newSession: quiet
            )
        } catch {
            return .failed(command: name, reason: "could not be started (\(error.description.lowercased()))")
        }
        if quiet, !Self.ends(process, within: Self.besideWait) {
            // Still running: a window browser in the foreground, showing the page. It is reaped
            // when it quits, so it leaves no zombie behind.
            let reaped = UncheckedBox(process)
            DispatchQueue.global(qos: .utility).async { reaped.value.waitForExit() }
            return .opened
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

    /// Whether `process` ends within `seconds`, checked every 10 ms.
    private static func ends(_ process: Subprocess, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    private func which(_ name: String) -> URL? {
        if name.contains("/") {
            return Self.isProgram(name) ? URL(fileURLWithPath: name) : nil
        }
        let path = environment.value("PATH") ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if Self.isProgram(candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// An executable file: a folder is executable too, and no program.
    static func isProgram(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// A child process handed to the thread that reaps it: only that thread uses it from then on.
private final class UncheckedBox: @unchecked Sendable {
    let value: Subprocess

    init(_ value: Subprocess) {
        self.value = value
    }
}
