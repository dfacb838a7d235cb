#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Options several commands take with the same meaning, declared once.
enum SharedOptions {
    static let refresh = Flag("--refresh", help: "Ask GitHub now, even if the cache is fresh (pull-to-refresh).")
    static let offline = Flag("--offline", help: "Never touch the network; show what is cached, however old.")
    static let defaultMaxAge: TimeInterval = 3600
    static let maxAge = Option<TimeSpan>(
        "--max-age", default: TimeSpan(checked: defaultMaxAge),
        help: "How long cached data stays fresh: 90s, 30m, 1h, 2d, 1h30m."
    )

    /// `--refresh` and `--offline` ask for opposite things.
    static func mode(_ arguments: ParsedArguments) throws(ParseError) -> LoadModeChoice {
        let refresh = arguments.has(refresh), offline = arguments.has(offline)
        if refresh && offline { throw .conflict(Self.refresh.info.name, Self.offline.info.name) }
        return LoadModeChoice(refresh: refresh, offline: offline)
    }
}

/// `--refresh` / `--offline` as read, before they become a `LoadMode`.
struct LoadModeChoice: Equatable {
    var refresh = false
    var offline = false
}
