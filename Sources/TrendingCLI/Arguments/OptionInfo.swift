/// What every front end needs to know about one option, whatever its value's type: its names,
/// placeholder, choices, default, help and completion, and how to check a value. Made only by
/// `Option` and `Flag`, so it always agrees with the typed declaration.
struct OptionInfo: Sendable {
    let name: String
    let short: String?
    /// The placeholder (`PERIOD`), or nil for a switch.
    let valueName: String?
    /// The values accepted, when there is a fixed set.
    let choices: [String]
    /// A few words on each choice, by value, for completions that describe values one by one.
    var choiceSummaries: [String: String] = [:]
    /// What help shows as the default, or nil when there is none worth saying.
    let defaultText: String?
    let help: String
    /// True when each use adds a value (`--topic`); otherwise the last use wins.
    let repeatable: Bool
    let completion: ValueCompletion
    /// What a valid value looks like, for the error.
    let expectation: String
    let accepts: @Sendable (String) -> Bool

    var takesValue: Bool { valueName != nil }

    /// `--since`, or `-v`/`--verbose`: every spelling.
    var names: [String] { [name] + (short.map { [$0] } ?? []) }
}

/// An option that takes a value of type `Value` and has no default: absent, it reads as nil
/// (`--language LANG`). `Value` is unconstrained here, only in the initialiser: a generic
/// requirement on the type costs a conformance lookup at start-up for each declaration.
struct Option<Value: Sendable>: Sendable {
    let info: OptionInfo
}

extension Option where Value: ArgumentValue {
    /// - Parameter defaultText: how help describes what an absent option means ("every language").
    init(_ name: String, short: String? = nil, valueName: String? = nil, defaultText: String? = nil, repeatable: Bool = false, help: String) {
        info = OptionInfo(Value.self, name: name, short: short, valueName: valueName, defaultText: defaultText, repeatable: repeatable, help: help)
    }
}

/// An option that takes a value of type `Value` and declares its default (`--since PERIOD`,
/// daily): the one place the default is written, so a parsed value is never optional.
struct DefaultedOption<Value: Sendable>: Sendable {
    let info: OptionInfo
    let defaultValue: Value
}

extension DefaultedOption where Value: ArgumentValue {
    /// - Parameters:
    ///   - defaultValue: the value when the option is absent; help shows it unless `defaultText` says otherwise.
    ///   - defaultText: how help describes a default that isn't a plain value ("0 (the latest snapshot an hour old)").
    init(_ name: String, short: String? = nil, valueName: String? = nil, default defaultValue: Value, defaultText: String? = nil, help: String) {
        self.defaultValue = defaultValue
        info = OptionInfo(
            Value.self, name: name, short: short, valueName: valueName, defaultText: defaultText ?? defaultValue.argumentText,
            repeatable: false, help: help
        )
    }
}

extension OptionInfo {
    /// The description of an option whose values are `Value`s.
    fileprivate init<Value: ArgumentValue>(
        _: Value.Type, name: String, short: String?, valueName: String?, defaultText: String?, repeatable: Bool, help: String
    ) {
        self.init(
            name: name, short: short, valueName: valueName ?? Value.valueName, choices: Value.allValueStrings,
            choiceSummaries: Value.valueSummaries, defaultText: defaultText, help: help, repeatable: repeatable,
            completion: Value.completion, expectation: Value.expectation, accepts: { Value(argument: $0) != nil }
        )
    }
}

/// An option that takes no value: `--refresh`.
struct Flag: Sendable {
    let info: OptionInfo

    init(_ name: String, short: String? = nil, help: String) {
        info = OptionInfo(
            name: name, short: short, valueName: nil, choices: [], defaultText: nil, help: help, repeatable: false,
            completion: .none, expectation: "", accepts: { _ in true }
        )
    }
}
