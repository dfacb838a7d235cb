/// One flag a command accepts: the single source for parsing, help, completions and the man page.
struct FlagSpec: Equatable, Sendable {
    let name: String
    let short: String?
    /// The placeholder for the value (`PERIOD`), or nil for a switch.
    let valueName: String?
    /// The values it accepts, when there is a fixed set (offered by shell completion).
    let choices: [String]
    /// What help shows as the default, or nil when there is none worth saying.
    let defaultValue: String?
    let help: String
    let repeatable: Bool

    init(
        _ name: String, short: String? = nil, value: String? = nil, choices: [String] = [],
        default defaultValue: String? = nil, repeatable: Bool = false, help: String
    ) {
        self.name = name
        self.short = short
        self.valueName = value
        self.choices = choices
        self.defaultValue = defaultValue
        self.help = help
        self.repeatable = repeatable
    }

    var takesValue: Bool { valueName != nil }
}

/// One command: its name, what it takes, its flags and examples.
struct CommandSpec: Equatable, Sendable {
    /// Empty for the default command, the list.
    let name: String
    /// What follows the name and flags in the usage line, such as `OWNER/REPO`.
    let arguments: String
    let summary: String
    /// Longer prose for `--help`, or empty.
    let details: String
    let flags: [FlagSpec]
    let examples: [(command: String, meaning: String)]

    static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool { lhs.name == rhs.name }

    /// `trending show`, or `trending` for the list.
    var invocation: String { name.isEmpty ? "trending" : "trending \(name)" }

    func flag(named name: String) -> FlagSpec? {
        flags.first { $0.name == name || $0.short == name }
    }
}
