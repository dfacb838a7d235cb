/// `trending completions bash | zsh | fish`: prints a completion script built from the commands'
/// declarations.
struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions", arguments: "bash | zsh | fish", positionalCompletion: .choices(Shell.allValueStrings),
        summary: "Print a shell completion script: commands, flags, their values, and OWNER/REPO from your bookmarks and the last list.",
        examples: [
            ("mkdir -p ~/.local/share/bash-completion/completions && trending completions bash > ~/.local/share/bash-completion/completions/trending", ""),
            ("mkdir -p ~/.zfunc && trending completions zsh > ~/.zfunc/_trending", "and in ~/.zshrc, before compinit: fpath+=~/.zfunc"),
            ("mkdir -p ~/.config/fish/completions && trending completions fish > ~/.config/fish/completions/trending.fish", ""),
        ]
    )

    let shell: Shell

    init(_ arguments: ParsedArguments) throws(ParseError) {
        shell = try arguments.single(Shell.self, missing: "a shell: \(Shell.expectation)")
    }

    func run(_ context: CommandContext) -> ExitCode {
        context.environment.stdout.write(CompletionScript.render(shell))
        return .ok
    }
}

/// The shells `completions` writes scripts for.
enum Shell: String, CaseIterable, Equatable, Sendable {
    case bash, zsh, fish
}
