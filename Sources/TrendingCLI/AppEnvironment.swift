import Foundation

/// What the process was given: environment variables, its streams and a clock.
struct AppEnvironment: Sendable {
    let variables: [String: String]
    let stdout: any TextOutput
    let stderr: any TextOutput
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    let now: @Sendable () -> Date

    static func live() -> AppEnvironment {
        let variables = ProcessInfo.processInfo.environment
        let fixedNow = variables["TRENDING_NOW"].flatMap(parseInstant)
        return AppEnvironment(
            variables: variables,
            stdout: FileDescriptorOutput.standardOutput,
            stderr: FileDescriptorOutput.standardError,
            stdoutIsTerminal: FileDescriptorOutput.standardOutput.isTerminal,
            stderrIsTerminal: FileDescriptorOutput.standardError.isTerminal,
            now: { fixedNow ?? Date() }
        )
    }

    /// A variable's value, treating empty as unset (as shells and `gh` do).
    func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// `$XDG_CACHE_HOME/trending`, else `~/.cache/trending`. XDG says a relative path is ignored.
    var cacheDirectory: URL {
        if let xdg = value("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("trending")
        }
        return homeDirectory.appendingPathComponent(".cache/trending")
    }

    private var homeDirectory: URL {
        if let home = value("HOME") { return URL(fileURLWithPath: home) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// `TRENDING_NOW` pins the clock (epoch seconds or ISO 8601) so tests and demos are repeatable.
    static func parseInstant(_ text: String) -> Date? {
        if let seconds = TimeInterval(text) { return Date(timeIntervalSince1970: seconds) }
        return try? Date(text, strategy: .iso8601)
    }
}
