/// One command of `trending`: its declaration, its options read from the command line, its
/// checks and its run. Each lives in a file of its own under `Commands/`.
protocol Command: Sendable {
    /// Name, arguments, options and prose: the source for help, completions and the man page.
    static var spec: CommandSpec { get }
    /// Reads the command's options and positionals; values are already checked by type.
    init(_ arguments: ParsedArguments) throws(ParseError)
    /// Rules between options, such as `--refresh` against `--offline`.
    func validate() throws(ParseError)
    func run(_ context: CommandContext) async throws(ParseError) -> ExitCode
}

extension Command {
    func validate() throws(ParseError) {}
}

/// Reading positionals, the same way for every command.
extension ParsedArguments {
    /// The one positional a command needs, read as `Value`; too few or too many is an error.
    func single<Value: ArgumentValue>(_ type: Value.Type, missing: String = Value.expectation) throws(ParseError) -> Value {
        guard let first = positionals.first else { throw .missingArgument(expected: missing) }
        try noPositionals(after: 1)
        guard let value = Value(argument: first) else { throw .invalidArgument(first, expected: Value.expectation) }
        return value
    }

    /// Rejects any positional past the first `count`.
    func noPositionals(after count: Int = 0) throws(ParseError) {
        if positionals.count > count { throw .unexpectedArgument(positionals[count]) }
    }
}
