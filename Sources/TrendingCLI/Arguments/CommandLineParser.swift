/// Turns `trending`'s arguments into a command with checked, typed options. Options may come
/// before or after the command's name; the first word that is not an option or an option's
/// value names the command, and without one the command is the list.
enum CommandLineParser {
    /// - Parameter defaults: the config file's values, for the options the command line leaves out.
    static func parse(_ arguments: [String], defaults: ConfigDefaults? = nil) throws(UsageError) -> Invocation {
        let (type, rest) = split(unbundled(arguments))
        if asksForHelp(rest) {
            return Invocation(command: HelpCommand(topic: type.spec), globals: GlobalOptions())
        }
        do {
            var parsed = try ParsedArguments.parse(rest, options: type.spec.options)
            let typedAPIURL = parsed.value(GlobalOptions.apiURL)?.url
            defaults?.apply(to: &parsed, options: type.spec.options)
            let command = try type.init(parsed)
            try command.validate()
            var globals = GlobalOptions(parsed)
            globals.typedAPIURL = typedAPIURL
            return Invocation(command: command, globals: globals, positionals: parsed.positionals)
        } catch {
            // Point at the help that explains this command's arguments.
            throw UsageError(error: error, command: type.spec.invocation)
        }
    }

    /// `-qv` as `-q -v`. Only a word that could be a bundle (one dash, two letters or more)
    /// builds every command's declarations to look its letters up.
    static func unbundled(_ arguments: [String]) -> [String] {
        let bundles = arguments.contains { $0.count > 2 && $0.hasPrefix("-") && !$0.hasPrefix("--") }
        return bundles ? OptionSyntax.unbundled(arguments, options: CommandRegistry.allOptions) : arguments
    }

    /// The command named in `arguments`, and the arguments without its name.
    static func split(_ arguments: [String]) -> (any Command.Type, [String]) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { break }
            if OptionSyntax.isOption(argument) {
                let (name, inline) = OptionSyntax.split(argument)
                let takesValue = takesValue(name)
                index += takesValue && inline == nil ? 2 : 1
                continue
            }
            guard let command = CommandRegistry.command(named: argument) else { break }
            var rest = arguments
            rest.remove(at: index)
            return (command, rest)
        }
        return (ListCommand.self, arguments)
    }

    /// Whether the option called `name` takes a value, in whichever command knows it: the
    /// list's own options first, as `CommandRegistry.allOptions` orders them, so a list's
    /// command line never builds every other command's declarations.
    private static func takesValue(_ name: String) -> Bool {
        if let option = ListCommand.spec.options.first(where: { $0.names.contains(name) }) { return option.takesValue }
        return CommandRegistry.allOptions.first { $0.names.contains(name) }?.takesValue ?? false
    }

    /// `-h` or `--help` anywhere before `--`.
    private static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if GlobalOptions.help.info.names.contains(argument) { return true }
        }
        return false
    }
}

/// A parsed command line: the command, ready to run, and the options every command shares.
struct Invocation {
    let command: any Command
    let globals: GlobalOptions
    /// The words the command took as its arguments, as typed.
    var positionals: [String] = []
}
