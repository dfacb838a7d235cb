import TrendingData
import TrendingPresentation

/// The config file as defaults for the command line. Its keys are not a list of their own: a
/// key is the long name of any option a command takes with a value (`limit`, `language`,
/// `scope`, `color`), from the same declarations as parsing, help and completions, so a new
/// option is a new key. A command takes the keys it has options for and ignores the rest;
/// a flag on the command line wins over the file.
struct ConfigDefaults: Sendable {
    /// Where the file is (or would be).
    let path: String
    let file: ConfigFile
    /// Why the file could not be read at all, if it couldn't.
    var unreadable: String?
    /// Whether there is a file at `path` (an empty one, or one of comments alone, sets nothing).
    var exists = true

    /// No file: every option keeps its declared default.
    static func none(path: String) -> ConfigDefaults { ConfigDefaults(path: path, file: ConfigFile(), exists: false) }

    /// The file at `path`, read safely; a file that can't be read is a warning, not a failure.
    static func load(path: String) -> ConfigDefaults {
        switch ConfigFileReader.contents(of: path) {
        case .missing: .none(path: path)
        case .text(let text): ConfigDefaults(path: path, file: ConfigFile(parsing: text))
        case .unreadable(let reason): ConfigDefaults(path: path, file: ConfigFile(), unreadable: reason)
        }
    }

    /// Every option a config file may set, by long name, once each, in help's order.
    static var options: [OptionInfo] {
        var seen = Set<String>()
        return CommandRegistry.visibleSpecs.flatMap(\.options).filter { $0.takesValue && seen.insert($0.name).inserted }
    }

    /// `--limit` → `limit`.
    static func key(_ option: OptionInfo) -> String { String(option.name.dropFirst(2)) }

    /// The lines that set something, checked against the declarations: bad ones are left out.
    var entries: [ConfigFile.Entry] { checked.entries }

    /// Each line that can't be used, as a warning naming the file and line.
    var warnings: [String] {
        if let unreadable { return ["warning: \(EchoedText.shown(path)): ignored: \(unreadable)"] }
        return checked.problems.map { "warning: \(EchoedText.shown(path)):\($0.line): ignored: \(EchoedText.shown($0.message))" }
    }

    /// Sets each option of `options` the command line did not give to the file's value.
    func apply(to parsed: inout ParsedArguments, options: [OptionInfo]) {
        guard !file.entries.isEmpty else { return }
        var values: [String: [String]] = [:]
        for entry in entries {
            guard let option = options.first(where: { $0.takesValue && Self.key($0) == entry.key }),
                  option.accepts(entry.value) else { continue }
            values[option.name] = option.repeatable ? values[option.name, default: []] + [entry.value] : [entry.value]
        }
        for (name, given) in values { parsed.setDefault(name, values: given) }
    }

    /// The file's lines sorted into those that set a known key to a valid value and those that don't.
    private var checked: ConfigFile {
        guard !file.entries.isEmpty else { return file }
        let known = Self.options
        var result = ConfigFile(problems: file.problems)
        for entry in file.entries {
            guard let option = known.first(where: { Self.key($0) == entry.key }) else {
                if CommandRegistry.allOptions.contains(where: { Self.key($0) == entry.key }) {
                    result.problems.append(.init(line: entry.line, message: "--\(entry.key) is a switch; give it on the command line"))
                    continue
                }
                let guess = Suggestion.closest(to: entry.key, in: known.map(Self.key))
                result.problems.append(.init(
                    line: entry.line, message: "unknown key '\(entry.key)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
                ))
                continue
            }
            guard option.accepts(entry.value) else {
                // A password in a URL is never printed, valid or not.
                let value = URLUserInfoMask.masked(entry.value)
                result.problems.append(.init(
                    line: entry.line, message: "invalid value '\(value)' for \(entry.key); expected \(option.expectation)"
                ))
                continue
            }
            result.entries.append(entry)
        }
        result.problems.sort { $0.line < $1.line }
        return result
    }
}
