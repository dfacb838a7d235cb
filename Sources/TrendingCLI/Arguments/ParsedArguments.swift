/// A command line split against the options a command accepts, every value already checked
/// against its declaration. Typed reads go through the same declarations.
struct ParsedArguments {
    /// Each option's values in the order given, keyed by its long name.
    private(set) var values: [String: [String]] = [:]
    /// Where each option was last given, so of two options that set one thing the later wins.
    private(set) var lastPosition: [String: Int] = [:]
    private(set) var positionals: [String] = []

    /// The last value given, or nil: a flag given twice keeps the last, as in git.
    func value<Value: ArgumentValue>(_ option: Option<Value>) -> Value? {
        values[option.info.name]?.last.flatMap(Value.init(argument:))
    }

    /// The last value given, or the declared default.
    func value<Value: ArgumentValue>(_ option: DefaultedOption<Value>) -> Value {
        guard let given = values[option.info.name]?.last, let value = Value(argument: given) else { return option.defaultValue }
        return value
    }

    /// Every value of a repeatable option, in order.
    func values<Value: ArgumentValue>(_ option: Option<Value>) -> [Value] {
        (values[option.info.name] ?? []).compactMap(Value.init(argument:))
    }

    func has(_ flag: Flag) -> Bool { values[flag.info.name] != nil }

    /// Where `name` was last given, for "the later of --json and --format wins".
    func position(of name: String) -> Int? { lastPosition[name] }

    /// Gives `name` the config file's `values` when the command line did not give it: the
    /// command line wins, and a config value has no position (so `--json` beats `format =`).
    mutating func setDefault(_ name: String, values: [String]) {
        guard self.values[name] == nil else { return }
        self.values[name] = values
    }

    /// Splits `arguments` by `options`. Accepts `--flag value`, `--flag=value`, `-v`, and `--`
    /// to end options.
    static func parse(_ arguments: [String], options: [OptionInfo]) throws(ParseError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        var position = 0
        while let argument = remaining.popFirst() {
            position += 1
            if optionsEnded || !OptionSyntax.isOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = OptionSyntax.split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw unknown(name, options: options)
            }
            parsed.lastPosition[option.name] = position
            guard option.takesValue else {
                if inline != nil { throw .takesNoValue(option.name) }
                parsed.values[option.name] = [""]
                continue
            }
            guard let value = inline ?? remaining.popFirst() else {
                throw .missingValue(option: option.name, valueName: option.valueName ?? "VALUE")
            }
            guard option.accepts(value) else {
                throw .invalidValue(option: option.name, value: value, expected: option.expectation)
            }
            parsed.values[option.name, default: []].append(value)
        }
        return parsed
    }

    /// An option no command knows gets a suggestion; one another command knows is named as such.
    private static func unknown(_ name: String, options: [OptionInfo]) -> ParseError {
        if CommandRegistry.allOptions.contains(where: { $0.names.contains(name) }) {
            return .optionNotForCommand(name)
        }
        return .unknownOption(name, suggestion: Suggestion.closest(to: name, in: options.map(\.name), sameCase: options.flatMap(\.names)))
    }
}

/// How an argument reads as an option.
enum OptionSyntax {
    /// `-v`, `--limit`, `--`; not `-`, and not a negative number, which is a value.
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && !(argument.count > 1 && argument.dropFirst().allSatisfy(\.isNumber))
    }

    /// One-letter options bundled as POSIX `getopt` reads them: `-qv` is `-q -v`, and a letter
    /// that takes a value takes the rest of the word or the next one (`-qL10`, `-qL 10`). A word
    /// with a letter no option has is left whole, for the error to name.
    static func unbundled(_ arguments: [String], options: [OptionInfo]) -> [String] {
        var words: [String] = []
        var nextIsValue = false
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || nextIsValue || !isOption(argument) {
                words.append(argument)
                nextIsValue = false
                continue
            }
            if argument == "--" { optionsEnded = true }
            if argument.hasPrefix("--") {
                let (name, inline) = split(argument)
                nextIsValue = inline == nil && options.first { $0.name == name }?.takesValue == true
                words.append(argument)
                continue
            }
            let (expanded, takesNext) = unbundle(argument, options: options)
            words += expanded
            nextIsValue = takesNext
        }
        return words
    }

    /// `-qv` → [`-q`, `-v`]; and whether the last letter takes the next word as its value.
    private static func unbundle(_ argument: String, options: [OptionInfo]) -> ([String], Bool) {
        let letters = Array(argument.dropFirst())
        var expanded: [String] = []
        var index = 0
        while index < letters.count {
            let short = "-" + String(letters[index])
            guard let option = options.first(where: { $0.short == short }) else { return ([argument], false) }
            expanded.append(short)
            index += 1
            guard option.takesValue else { continue }
            guard index < letters.count else { return (expanded, true) }
            expanded.append(String(letters[index...]))
            return (expanded, false)
        }
        return (expanded, false)
    }

    /// `--since=weekly` → (`--since`, `weekly`).
    static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
