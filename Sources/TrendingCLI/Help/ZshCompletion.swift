/// The zsh script (for `compinit`): finds the command among options and their values, takes its
/// name out of `words`, and hands the rest to `_arguments` with that command's options.
enum ZshCompletion {
    static func script(_ model: CompletionModel) -> String {
        var cases = ""
        for command in model.commands {
            let positional = command.name.isEmpty
                ? "'1: :_trending_commands'"
                : positionalSpec(command.positionalCompletion, name: command.arguments)
            // An option standing in for the argument (`hide --all`) excludes it, and it the option.
            let standIns = command.argumentStandIns
            let specs = command.options.map { spec($0, excludingArgument: standIns.contains($0.name)) }
                + (positional.map { [standIns.isEmpty ? $0 : quoted("(\(standIns.joined(separator: " ")))") + $0] } ?? [])
            cases += "        \(command.name.isEmpty ? "''" : command.name))\n"
            cases += "            _arguments -s -S : \\\n" + specs.map { "                \($0)" }.joined(separator: " \\\n") + "\n"
            cases += "            ;;\n"
        }
        let descriptions = model.named.map { "        \(quoted("\($0.name):\(escapeColons($0.summary))"))" }.joined(separator: "\n")
        let takes = model.named.map { "        \($0.name) \(quoted(" \($0.options.flatMap(\.names).joined(separator: " ")) "))" }.joined(separator: "\n")
        return """
        #compdef trending
        # zsh completion for trending. Install:
        #   mkdir -p ~/.zfunc && trending completions zsh > ~/.zfunc/_trending
        #   and in ~/.zshrc, before compinit: fpath+=~/.zfunc

        # The commands that take every option typed before them (`trending --new-only` offers
        # none: only the list takes it); in a cluster, each letter up to one taking a value.
        _trending_commands() {
            local -a commands offered typed valued
            local -A takes
            commands=(
        \(descriptions)
            )
            takes=(
        \(takes)
            )
            valued=(\(model.valuedNames.joined(separator: " ")))
            local w k entry o skip=0
            for w in ${words[2,CURRENT-1]}; do
                if (( skip )); then skip=0; continue; fi
                case $w in
                    --) break ;;
                    --*=*) typed+=(${w%%=*}) ;;
                    --*) typed+=($w); (( ${valued[(Ie)$w]} )) && skip=1 ;;
                    -?*)
                        for (( k = 2; k <= ${#w}; k++ )); do
                            typed+=(-${w[k]})
                            if (( ${valued[(Ie)-${w[k]}]} )); then
                                (( k == ${#w} )) && skip=1
                                break
                            fi
                        done
                        ;;
                esac
            done
            for entry in $commands; do
                for o in $typed; do
                    [[ ${takes[${entry%%:*}]} == *" $o "* ]] || continue 2
                done
                offered+=($entry)
            done
            _describe -t commands 'command' offered
        }

        \(CompletionTopic.allCases.map(repoFunction).joined(separator: "\n\n"))

        _trending() {
            local -a valued commands
            valued=(\(model.valuedNames.joined(separator: " ")))
            commands=(\(model.commandNames.joined(separator: " ")))
            local i command="" index=0 skip=0 ended=0
            for (( i = 2; i < CURRENT; i++ )); do
                if (( skip )); then skip=0; continue; fi
                case ${words[i]} in
                    --) ended=1; break ;;
                    --*=*) ;;
                    -*) (( ${valued[(Ie)${words[i]}]} )) && skip=1 ;;
                    *) if (( ${commands[(Ie)${words[i]}]} )); then command=${words[i]}; index=$i; break; fi ;;
                esac
            done
            # After --, nothing is a command: what follows is arguments, and trending takes none.
            if (( ended )) && [[ -z $command ]]; then
                _message 'no more arguments'
                return 1
            fi
            if (( index )); then
                words[index]=()
                (( CURRENT-- ))
            fi
            case $command in
        \(cases)    esac
        }

        # Autoloaded from fpath, this file is the completion function; sourced, it registers one.
        if [[ "${funcstack[1]}" == "_trending" ]]; then
            _trending "$@"
        else
            compdef _trending trending
        fi

        """
    }

    /// `'(-v --verbose)'{-v,--verbose}'[help]'`, `'--since=[help]:period:(daily weekly monthly)'`.
    /// - Parameter excludingArgument: the option stands in for the argument: not offered beside it.
    private static func spec(_ option: OptionInfo, excludingArgument: Bool = false) -> String {
        let help = "[" + escapeBrackets(option.help) + "]"
        var value = ""
        if let name = option.valueName {
            let message = name.lowercased()
            value = switch option.completion {
            case .choices(let words): ":\(message):(\(words.joined(separator: " ")))"
            case .repos, .hiddenRepos, .bookmarkedRepos: ":\(message):\(functionName(option.completion.repoTopic ?? .repos))"
            case .commands: ":\(message):_trending_commands"
            case .none: ":\(message): "
            }
        }
        let equals = option.takesValue ? "=" : ""
        let repeatable = option.repeatable ? "*" : ""
        if let short = option.short {
            let exclusion = option.repeatable ? "" : quoted("(\(short) \(option.name))")
            return exclusion + repeatable + "{\(short),\(option.name)}" + quoted(equals + help + value)
        }
        return (excludingArgument ? quoted("(1)") : "") + quoted(repeatable + option.name + equals + help + value)
    }

    private static func positionalSpec(_ completion: ValueCompletion, name: String) -> String? {
        let message = name.isEmpty ? "argument" : escapeColons(name.lowercased())
        // `OWNER/REPO...` takes several: each position completes alike (`*`), not only the first.
        let position = name.hasSuffix("...") ? "*" : "1"
        return switch completion {
        case .none: nil
        case .choices(let words): quoted("\(position):\(message):(\(words.joined(separator: " ")))")
        case .repos, .hiddenRepos, .bookmarkedRepos: quoted("\(position):\(message):\(functionName(completion.repoTopic ?? .repos))")
        case .commands: quoted("\(position):\(message):_trending_commands")
        }
    }

    /// The function completing `topic`'s repos. One each, with no argument: `_arguments` passes
    /// an action's function compadd options of its own.
    static func functionName(_ topic: CompletionTopic) -> String {
        topic == .repos ? "_trending_repos" : "_trending_repos_\(topic.rawValue)"
    }

    /// Names already on the line, in any case, are not offered again (`unhide A B <Tab>`
    /// offers neither).
    private static func repoFunction(_ topic: CompletionTopic) -> String {
        """
        \(functionName(topic))() {
            setopt localoptions extendedglob
            local -a repos
            local typed
            repos=(${(f)"$(\(CompletionModel.repoCandidates(topic)))"})
            for typed in ${words[2,CURRENT-1]}; do
                repos=(${repos:#(#i)${(b)typed}(|:*)})
            done
            _describe -t repos 'repository' repos
        }
        """
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// Brackets end an option's description early; colons split a spec or a `_describe` entry.
    private static func escapeBrackets(_ text: String) -> String {
        text.replacing("[", with: "(").replacing("]", with: ")")
    }

    private static func escapeColons(_ text: String) -> String {
        text.replacing(":", with: "\\:")
    }
}
