/// Shell completion scripts, generated from the command catalog so they know every command,
/// flag and fixed value the parser knows.
enum CompletionScript {
    static func render(_ shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    private static var subcommands: [CommandSpec] { CommandCatalog.commands.filter { !$0.name.isEmpty } }

    /// Words a command's positional may be: `cache clear|path`, `completions bash|zsh|fish`.
    private static func positionalWords(_ command: CommandSpec) -> [String] {
        switch command.name {
        case "cache": ["clear", "path"]
        case "completions": Shell.allCases.map(\.rawValue)
        default: []
        }
    }

    private static func bash() -> String {
        var cases = ""
        for command in [CommandCatalog.list] + subcommands {
            let flags = command.flags.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }.joined(separator: " ")
            let words = (command.name.isEmpty ? subcommands.map(\.name) + ["help"] : positionalWords(command)).joined(separator: " ")
            cases += "        \(command.name.isEmpty ? "\"\"" : command.name)) flags=\"\(flags)\"; words=\"\(words)\" ;;\n"
        }
        var values = ""
        for flag in Set(CommandCatalog.commands.flatMap(\.flags).filter { !$0.choices.isEmpty }.map(\.name)).sorted() {
            let choices = CommandCatalog.commands.flatMap(\.flags).first { $0.name == flag }!.choices.joined(separator: " ")
            values += "        \(flag)) COMPREPLY=($(compgen -W \"\(choices)\" -- \"$cur\")); return ;;\n"
        }
        return """
        # bash completion for trending. Install:
        #   trending completions bash > ~/.local/share/bash-completion/completions/trending
        _trending() {
            local cur prev command="" i
            cur="${COMP_WORDS[COMP_CWORD]}"
            prev="${COMP_WORDS[COMP_CWORD-1]}"
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    -*) ;;
                    *) command="${COMP_WORDS[i]}"; break ;;
                esac
            done
            case "$prev" in
        \(values)    esac
            local flags words
            case "$command" in
        \(cases)        *) flags=""; words="" ;;
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            fi
        }
        complete -F _trending trending

        """
    }

    private static func zsh() -> String {
        func spec(_ flag: FlagSpec) -> String {
            let help = flag.help.replacing("'", with: "'\\''").replacing("[", with: "(")
                .replacing("]", with: ")").replacing(":", with: "\\:")
            let value = flag.valueName.map { name in
                flag.choices.isEmpty ? ":\(name.lowercased()):" : ":\(name.lowercased()):(\(flag.choices.joined(separator: " ")))"
            } ?? ""
            let names = flag.short.map { "{\($0),\(flag.name)}" } ?? flag.name
            let repeatable = flag.repeatable ? "*" : ""
            return "        '\(repeatable)\(names)[\(help)]\(value)'"
        }
        var functions = ""
        for command in subcommands {
            let words = positionalWords(command)
            let positional = words.isEmpty ? (command.arguments.isEmpty ? "" : " \\\n        '*:argument:'") : " \\\n        '1:action:(\(words.joined(separator: " ")))'"
            functions += """
            _trending_\(command.name)() {
                _arguments \\
            \(command.flags.map(spec).joined(separator: " \\\n"))\(positional)
            }

            """
        }
        let commandList = subcommands.map { "        '\($0.name):\($0.summary.replacing("'", with: "'\\''").replacing(":", with: "\\:"))'" }
            .joined(separator: "\n")
        return """
        #compdef trending
        # zsh completion for trending. Install:
        #   trending completions zsh > "${fpath[1]}/_trending"   (then: compinit)

        \(functions)_trending() {
            local -a commands
            commands=(
        \(commandList)
            )
            if (( CURRENT == 2 )) && [[ "${words[2]}" != -* ]]; then
                _describe 'command' commands
                return
            fi
            if (( ${+functions[_trending_${words[2]}]} )); then
                shift words; (( CURRENT-- ))
                _trending_${words[1]}
                return
            fi
            _arguments \\
        \(CommandCatalog.list.flags.map(spec).joined(separator: " \\\n"))
        }

        _trending "$@"

        """
    }

    private static func fish() -> String {
        var lines = [
            "# fish completion for trending. Install:",
            "#   trending completions fish > ~/.config/fish/completions/trending.fish",
            "complete -c trending -f",
        ]
        let names = subcommands.map(\.name).joined(separator: " ")
        for command in subcommands {
            let summary = command.summary.replacing("'", with: "\\'")
            lines.append("complete -c trending -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(summary)'")
            let words = positionalWords(command)
            if !words.isEmpty {
                lines.append("complete -c trending -n '__fish_seen_subcommand_from \(command.name)' -a '\(words.joined(separator: " "))'")
            }
        }
        for command in [CommandCatalog.list] + subcommands {
            let condition = command.name.isEmpty ? "not __fish_seen_subcommand_from \(names)" : "__fish_seen_subcommand_from \(command.name)"
            for flag in command.flags {
                var line = "complete -c trending -n '\(condition)' -l \(flag.name.dropFirst(2))"
                if let short = flag.short { line += " -s \(short.dropFirst())" }
                if flag.takesValue { line += " -r" }
                if !flag.choices.isEmpty { line += " -a '\(flag.choices.joined(separator: " "))'" }
                line += " -d '\(flag.help.replacing("'", with: "\\'"))'"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
