import TrendingPresentation

/// Renders records as a pretty JSON array with a stable key order, GitHub's names first.
enum JSONRenderer {
    static func render(_ records: [RepoRecord]) -> String {
        guard !records.isEmpty else { return "[]\n" }
        let objects = records.map { record -> String in
            let fields: [(String, String)] = [
                ("rank", String(record.rank)),
                ("full_name", string(record.fullName)),
                ("owner", string(record.owner)),
                ("name", string(record.name)),
                ("description", record.description.map(string) ?? "null"),
                ("language", record.language.map(string) ?? "null"),
                ("stars", String(record.stars)),
                ("forks", String(record.forks)),
                ("url", string(record.url)),
                ("created_at", string(record.createdAt)),
            ]
            return "  {\n" + fields.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n  }"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal. Every control character is escaped, so even unsanitized text
    /// could not reach a terminal raw.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
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
