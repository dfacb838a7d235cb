import TrendingDomain
import TrendingPresentation

/// Pretty JSON with a stable key order, 2-space indents, one value per line. Every string,
/// keys included, goes through `string(_:)`, which sanitizes it.
enum JSONRenderer {
    static func render(_ records: [RepoRecord]) -> String {
        render(.array(records.map(value)))
    }

    static func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, to: &out)
        return out + "\n"
    }

    /// A list row as JSON: GitHub's names first, then this tool's own marks.
    static func value(_ record: RepoRecord) -> JSONValue {
        .object([
            ("rank", .int(record.rank)),
            ("full_name", .string(record.fullName)),
            ("owner", .string(record.owner)),
            ("name", .string(record.name)),
            ("description", .optional(record.description)),
            ("language", .optional(record.language)),
            ("stars", .int(record.stars)),
            ("stars_delta", record.starsDelta.map(JSONValue.int) ?? .null),
            ("delta_since", .optional(record.deltaSince)),
            ("stars_gained", record.starsGained.map(JSONValue.int) ?? .null),
            ("gained_since", .optional(record.gainedSince)),
            ("gained_source", .optional(record.gainedSource)),
            ("forks", .int(record.forks)),
            ("url", .string(record.url)),
            ("created_at", .string(record.createdAt)),
            ("new", .bool(record.isNew)),
            ("bookmarked", .bool(record.isBookmarked)),
            ("page_rank", record.pageRank.map(JSONValue.int) ?? .null),
            ("discovered_by", .array(record.discoveredBy.map(JSONValue.string))),
        ])
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .string(let text): out += string(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, to: &out)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += close + "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, item)) in fields.enumerated() {
                out += pad + string(key) + ": "
                write(item, indent: indent + 1, to: &out)
                out += index < fields.count - 1 ? ",\n" : "\n"
            }
            out += close + "}"
        }
    }

    /// A JSON string literal: the one place every JSON string passes, so it sanitizes (escape
    /// sequences, C1 controls and bidi overrides go) before escaping what is left. The line and
    /// paragraph separators are escaped too: raw, they end a line in a terminal or a JavaScript
    /// string.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in TextSanitizer.sanitize(value).unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
