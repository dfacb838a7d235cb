/// `trending help [COMMAND]`, and what `--help` runs: the help of one command.
struct HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help", arguments: "[COMMAND]", positionalCompletion: .commands,
        summary: "Show help for trending, or for one command.",
        examples: [("trending help show", "the same as trending show --help")]
    )

    let topic: CommandSpec

    init(topic: CommandSpec) {
        self.topic = topic
    }

    init(_ arguments: ParsedArguments) throws(ParseError) {
        guard let word = arguments.positionals.first else {
            topic = ListCommand.spec
            return
        }
        try arguments.noPositionals(after: 1)
        guard let command = CommandRegistry.command(named: word), !command.spec.isHidden else {
            throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, in: CommandRegistry.visibleNames))
        }
        topic = command.spec
    }

    func run(_ context: CommandContext) -> ExitCode {
        context.environment.stdout.write(HelpRenderer.render(topic))
        return .ok
    }
}
