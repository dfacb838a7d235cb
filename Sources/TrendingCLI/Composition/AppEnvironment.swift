#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingTerminalUI

/// What the process was given: environment variables, its streams, clocks and sleep.
struct AppEnvironment: Sendable {
    let variables: [String: String]
    private(set) var stdout: any TextOutput
    private(set) var stderr: any TextOutput
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    /// The wall clock, for dates: the search window, ages, cache freshness.
    let now: @Sendable () -> Date
    /// A clock that only moves forward, for deadlines.
    let clock: MonotonicClock
    let sleep: @Sendable (TimeInterval) async -> Void
    let retryPolicy: RetryPolicy
    /// The width the terminal on stdout reports, if stdout is one.
    let terminalColumns: Int?
    /// stderr's terminal's columns, where progress is drawn.
    var stderrColumns: Int?
    /// The terminals' columns asked again at each drawing (a window resized during a fetch);
    /// `.fixed` keeps the ones above.
    var widths = TerminalWidths.fixed
    /// The system clock's reading when it lies outside 2007…2200 (a board before its clock is
    /// set): `now` then stands at the nearest end, so nothing stored is a date no run reads back.
    var clockOutOfRange: Date?
    /// Variables whose value is not UTF-8 text (a folder named in Latin-1): read as unset, as
    /// no `String` can name those bytes, and the folders among them said (`InputBounds`).
    var undecodable: Set<String> = []

    static func live() -> AppEnvironment {
        let variables = processVariables()
        let fixedNow = variables["TRENDING_NOW"].flatMap(parseInstant)
        let system = Date()
        var policy = RetryPolicy()
        if let base = variables["TRENDING_RETRY_BASE"].flatMap(TimeInterval.init), base >= 0 { policy.base = base }
        if let cap = variables["TRENDING_RETRY_CAP"].flatMap(TimeInterval.init), cap >= 0 { policy.cap = cap }
        var environment = AppEnvironment(
            variables: variables,
            stdout: FileDescriptorOutput.standardOutput,
            stderr: FileDescriptorOutput.standardError,
            stdoutIsTerminal: FileDescriptorOutput.standardOutput.isTerminal,
            stderrIsTerminal: FileDescriptorOutput.standardError.isTerminal,
            now: { fixedNow ?? Self.plausible(Date()) },
            clock: SystemMonotonicClock.now,
            sleep: { seconds in
                guard seconds > 0 else { return }
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            },
            retryPolicy: policy,
            terminalColumns: FileDescriptorOutput.standardOutput.columns
        )
        environment.stderrColumns = environment.stderrIsTerminal ? FileDescriptorOutput.standardError.columns : nil
        // `COLUMNS` fixes the list's width, as it did at the start; a terminal's own is asked again.
        let columnsFixed = environment.variables["COLUMNS"].flatMap(Int.init).map { $0 > 0 } ?? false
        let stdoutLive = environment.stdoutIsTerminal && !columnsFixed, stderrLive = environment.stderrIsTerminal
        environment.widths = TerminalWidths(
            stdout: { stdoutLive ? FileDescriptorOutput.standardOutput.columns : nil },
            stderr: { stderrLive ? FileDescriptorOutput.standardError.columns : nil }
        )
        if fixedNow == nil, !PlausibleDate.contains(system) { environment.clockOutOfRange = system }
        environment.undecodable = undecodableNames()
        // The token never reaches stdout or stderr, whatever a server put it in: masked in every
        // untrusted text before it is cut to a width, and in what is written, as a last net.
        let token = TokenMaskingOutput.token(environment)
        TextSanitizer.neverShow(token)
        if let token {
            environment.stdout = TokenMaskingOutput(inner: environment.stdout, token: token)
            environment.stderr = TokenMaskingOutput(inner: environment.stderr, token: token)
        }
        return environment
    }

    /// `date`, or the nearest end of 2007…2200 when it lies outside: the range every stored
    /// date is read back in.
    static func plausible(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        return Date(timeIntervalSince1970: min(max(seconds, PlausibleDate.range.lowerBound), PlausibleDate.range.upperBound))
    }

    /// The C library's `environ`, which macOS declares in no header: there `_NSGetEnviron` gives it.
    static var environmentBlock: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// The process's environment, read from `environ` as `getenv` does (the first of a repeated
    /// name wins; an entry without `=` is no variable). `ProcessInfo.environment` costs about
    /// ten times as much, which every run would pay.
    static func processVariables(_ block: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environmentBlock) -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = block else { return variables }
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }

    /// The names of the variables whose value is not valid UTF-8.
    static func undecodableNames(_ block: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environmentBlock) -> Set<String> {
        var names: Set<String> = []
        guard var entry = block else { return names }
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
               String(validating: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self) == nil {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self))
            }
            entry += 1
        }
        return names
    }

    /// How to draw for these global flags on this terminal.
    func terminalSettings(_ globals: GlobalOptions) -> TerminalSettings {
        let color = TerminalSettings.color(flag: globals.color, variables: variables, stdoutIsTerminal: stdoutIsTerminal)
        var settings = TerminalSettings(
            width: TerminalSettings.width(variables: variables, terminalColumns: terminalColumns),
            color: color,
            hyperlinks: TerminalSettings.hyperlinks(
                flag: globals.hyperlinks, color: color, variables: variables, stdoutIsTerminal: stdoutIsTerminal
            ),
            stderrColor: stderrColor(globals.color)
        )
        settings.progressWidth = stderrColumns
        return settings
    }

    /// Whether stderr takes colour: `--color`, `NO_COLOR`, `CLICOLOR_FORCE`, else a terminal.
    func stderrColor(_ flag: Toggle = .auto) -> Bool {
        TerminalSettings.color(flag: flag, variables: variables, stdoutIsTerminal: stderrIsTerminal)
    }

    /// `error:`, red when stderr is a colour terminal: for the messages written outside a view.
    func errorLabel(_ flag: Toggle = .auto) -> String {
        TextStyle(color: stderrColor(flag), hyperlinks: false).errorLabel()
    }

    /// A variable's value, treating empty as unset (as shells and `gh` do).
    func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty, !undecodable.contains(name) else { return nil }
        return value
    }

    /// `$XDG_CACHE_HOME/trending`, else `~/.cache/trending`. XDG says a relative path is ignored.
    var cachePath: String {
        if let xdg = value("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return Self.folder(xdg, "trending") }
        return Self.folder(homePath, ".cache/trending")
    }

    /// `$XDG_STATE_HOME/trending`, else `~/.local/state/trending`: bookmarks, hidden and seen
    /// repos, apart from the cache so clearing the cache never loses them.
    var statePath: String {
        if let xdg = value("XDG_STATE_HOME"), xdg.hasPrefix("/") { return Self.folder(xdg, "trending") }
        return Self.folder(homePath, ".local/state/trending")
    }

    /// `$XDG_CONFIG_HOME/trending/config`, else `~/.config/trending/config`: defaults for the
    /// command line's options.
    var configPath: String {
        if let xdg = value("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return Self.folder(xdg, "trending/config") }
        return Self.folder(homePath, ".config/trending/config")
    }

    /// `HOME`; a relative one is ignored as a relative XDG folder is (it would put your state
    /// under whatever folder a run starts in): the account's own home folder instead (bb33 m-D6).
    private var homePath: String {
        if let home = value("HOME"), home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir {
            let path = String(cString: folder)
            if path.hasPrefix("/") { return path }
        }
        let fallback = FileManager.default.homeDirectoryForCurrentUser.path
        // No absolute home anywhere: the root folder, where a write fails (said), never the working folder.
        return fallback.hasPrefix("/") ? fallback : "/"
    }

    /// `base/relative`, as `URL(fileURLWithPath: base).appendingPathComponent(relative).path`
    /// makes it, but joined as text: that asks the file system whether `base` is a folder, and
    /// `URL`'s first use of a path costs the runtime a scan of every conformance in the binary,
    /// which every run paid (#13). A relative base (an odd `HOME`) still goes through `URL`.
    static func folder(_ base: String, _ relative: String) -> String {
        guard base.hasPrefix("/") else { return URL(fileURLWithPath: base).appendingPathComponent(relative).path }
        var base = base
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return (base == "/" ? base : base + "/") + relative
    }

    /// `TRENDING_NOW` pins the wall clock (epoch seconds or ISO 8601) so tests and demos are
    /// repeatable. Deadlines keep running on the monotonic clock.
    static func parseInstant(_ text: String) -> Date? {
        if let seconds = TimeInterval(text) { return Date(timeIntervalSince1970: seconds) }
        // The parser stops at a valid time and ignores what follows (`…Zjunk`): nothing may.
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "-:.+TZtz".contains($0)) }) else { return nil }
        return GitHubTimestamp.strict(text)
    }
}
