#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// Options several commands take with the same meaning, declared once.
enum SharedOptions {
    static let refresh = Flag("--refresh", help: "Ask GitHub now, even if the cache is fresh (pull-to-refresh).")
    static let offline = Flag("--offline", help: "Never touch the network; show what is cached, however old.")
    static let maxAge = DefaultedOption<TimeSpan>(
        "--max-age", default: TimeSpan(checked: 3600),
        help: "How long cached data stays fresh: 90s, 30m, 1h, 2d, 1h30m, or plain seconds."
    )

    /// `--refresh` and `--offline`, read as the one `LoadMode` they choose; together they ask
    /// for opposite things.
    static func mode(_ arguments: ParsedArguments) throws(ParseError) -> LoadMode {
        switch (arguments.has(refresh), arguments.has(offline)) {
        case (true, true): throw .conflict(refresh.info.name, offline.info.name)
        case (true, false): .refresh
        case (false, true): .offline
        case (false, false): .automatic
        }
    }

    /// `--format` and its `--json` shorthand: whichever of the two came last wins.
    static func format<Format: ArgumentValue>(_ arguments: ParsedArguments, _ format: DefaultedOption<Format>, json: Flag, jsonFormat: Format) -> Format {
        guard let given = arguments.position(of: json.info.name),
              given > (arguments.position(of: format.info.name) ?? 0) else { return arguments.value(format) }
        return jsonFormat
    }
}
