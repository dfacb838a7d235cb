/// One of the list's flags (or a pair read as one value) beside the `ListOptions` field it
/// fills: `ListOptions.flags` is the one table that help, completions, the config file, the man
/// page's synopsis, `browse` and the reading of the command line all follow.
struct ListFlag: Sendable {
    /// What help and the parser know of the flag; two for a pair (`--refresh`/`--offline`).
    let declarations: [OptionInfo]
    /// True for what only a printed list has (its output formats, `--new-only`): `browse` leaves it out.
    var printedOnly = false
    /// True for what only `--scope all` reads (`--candidates`, `--source`, `--spoken-language`):
    /// given without it, the flag is ignored and said so.
    var scopeAllOnly = false
    /// Reads the flag's value into its field; the flags before it in the table are read already.
    let fill: @Sendable (ParsedArguments, inout ListOptions) throws(ParseError) -> Void
}

extension ListFlag {
    /// This flag, read by `--scope all` alone.
    func onlyWithScopeAll() -> ListFlag {
        var flag = self
        flag.scopeAllOnly = true
        return flag
    }

    /// An option with a declared default: the field gets the value given, else the default.
    init<Value: ArgumentValue>(_ option: DefaultedOption<Value>, _ set: @escaping @Sendable (inout ListOptions, Value) -> Void) {
        self.init(declarations: [option.info]) { arguments, options in set(&options, arguments.value(option)) }
    }

    /// An option with no default: nil when absent.
    init<Value: ArgumentValue>(_ option: Option<Value>, _ set: @escaping @Sendable (inout ListOptions, Value?) -> Void) {
        self.init(declarations: [option.info]) { arguments, options in set(&options, arguments.value(option)) }
    }

    /// A repeatable option: every value given, in order.
    init<Value: ArgumentValue>(each option: Option<Value>, _ set: @escaping @Sendable (inout ListOptions, [Value]) -> Void) {
        self.init(declarations: [option.info]) { arguments, options in set(&options, arguments.values(option)) }
    }

    /// A switch: true when given.
    init(_ flag: Flag, printedOnly: Bool = false, _ set: @escaping @Sendable (inout ListOptions, Bool) -> Void) {
        self.init(declarations: [flag.info], printedOnly: printedOnly) { arguments, options in set(&options, arguments.has(flag)) }
    }

    /// `--refresh` and `--offline`, read straight into one `LoadMode`.
    static let loadMode = ListFlag(declarations: [SharedOptions.refresh.info, SharedOptions.offline.info]) { arguments, options throws(ParseError) in
        options.mode = try SharedOptions.mode(arguments)
    }

    /// `--format` and its `--json` shorthand, read into one `OutputFormat`.
    static let format = ListFlag(declarations: [ListOptions.format.info, ListOptions.json.info], printedOnly: true) { arguments, options in
        options.format = SharedOptions.format(arguments, ListOptions.format, json: ListOptions.json, jsonFormat: .json)
    }
}
