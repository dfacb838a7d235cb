/// A command line split against a `CommandSpec`: flag values, switches and positionals, before
/// any value is checked.
struct ParsedArguments: Equatable {
    var values: [String: [String]] = [:]
    var switches: Set<String> = []
    var positionals: [String] = []

    func value(_ flag: String) -> String? { values[flag]?.last }
    func has(_ flag: String) -> Bool { switches.contains(flag) }

    /// Splits `arguments` by `spec`. Accepts `--flag value`, `--flag=value` and `--` to end flags.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var flagsEnded = false
        while let argument = remaining.popFirst() {
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" || isNegativeNumber(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let flag = spec.flag(named: name) else {
                throw unknownOption(name, in: spec)
            }
            guard flag.takesValue else {
                if inlineValue != nil { throw UsageError(message: "\(flag.name) takes no value") }
                parsed.switches.insert(flag.name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(flag.name) needs a value (\(flag.valueName ?? "VALUE"))")
            }
            if !flag.repeatable, parsed.values[flag.name] != nil {
                throw UsageError(message: "\(flag.name) was given more than once")
            }
            parsed.values[flag.name, default: []].append(value)
        }
        return parsed
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.dropFirst().allSatisfy(\.isNumber)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unknownOption(_ name: String, in spec: CommandSpec) -> UsageError {
        let known = spec.flags.map(\.name)
        if let guess = Suggestion.closest(to: name, in: known) {
            return UsageError(message: "unknown option \(name); did you mean \(guess)?")
        }
        return UsageError(message: "unknown option \(name) for \(spec.invocation)")
    }
}
