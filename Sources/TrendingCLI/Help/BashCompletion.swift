/// The bash script: finds the command among options and their values, then completes the
/// value of the option before the cursor, an option, or the command's argument.
enum BashCompletion {
    static func script(_ model: CompletionModel) -> String {
        var values = ""
        for option in model.valuedOptions {
            let names = option.names.joined(separator: "|")
            switch option.completion {
            case .choices(let words):
                values += "        \(names)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            case .repos, .hiddenRepos, .bookmarkedRepos:
                let candidates = CompletionModel.repoCandidates(option.completion.repoTopic ?? .repos)
                values += "        \(names)) COMPREPLY=($(compgen -W \"$(\(candidates))\" -- \"$cur\")); return ;;\n"
            case .commands:
                values += "        \(names)) COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")); return ;;\n"
            case .none:
                values += "        \(names)) COMPREPLY=(); return ;;\n"
            }
        }
        // An option whose values differ in one command (`developers --format` takes fewer than
        // the list's) is completed for that command first.
        var specific = ""
        for command in model.named {
            for option in command.options where option.takesValue {
                guard let shared = model.valuedOptions.first(where: { $0.name == option.name }),
                      shared.completion != option.completion
                else { continue }
                for name in option.names {
                    specific += "        \"\(command.name) \(name)\") \(positional(option.completion)); return ;;\n"
                }
            }
        }
        let specificCase = specific.isEmpty ? "" : "    case \"$command $prev\" in\n\(specific)    esac\n"
        var flags = ""
        var arguments = ""
        // Which options each command takes: a command is offered only when it takes every
        // option typed before it (`trending --new-only <Tab>` offers none: only the list takes it).
        var takes = ""
        for command in model.named {
            takes += "        \(command.name)) [[ \" \(command.options.flatMap(\.names).joined(separator: " ")) \" == *\" $2 \"* ]] ;;\n"
        }
        for command in model.commands {
            let label = command.name.isEmpty ? "\"\"" : command.name
            // The top level's argument is the command; others take none, one or any number.
            let most = command.name.isEmpty ? "1" : command.mostArguments.map(String.init) ?? ""
            let standIns = command.argumentStandIns.isEmpty ? "" : "; standin=\"\(command.argumentStandIns.joined(separator: " "))\""
            flags += "        \(label)) flags=\"\(command.options.flatMap(\.names).joined(separator: " "))\"; most=\(most)\(standIns) ;;\n"
            let completion = command.name.isEmpty ? ValueCompletion.commands : command.positionalCompletion
            // OWNER/REPO arguments: a name typed already is not offered again.
            let untyped = completion.repoTopic == nil ? "" : "; _trending_untyped"
            let offered = command.name.isEmpty ? "COMPREPLY=($(compgen -W \"$(_trending_commands_taking)\" -- \"$cur\"))" : positional(completion)
            arguments += "        \(label)) \(offered)\(untyped) ;;\n"
        }
        return """
        # bash completion for trending. Install:
        #   mkdir -p ~/.local/share/bash-completion/completions && trending completions bash > ~/.local/share/bash-completion/completions/trending
        _trending() {
            local cur prev words cword
            local commands="\(model.commandNames.joined(separator: " "))"
            local valued=" \(model.valuedNames.joined(separator: " ")) "
            # `:` is no break: `--api-url http://127.0.0.1:8787` stays one word (bb36 w-D1).
            if declare -F _init_completion >/dev/null 2>&1; then
                _init_completion -s -n : || return
            else
                words=() cword=0
                local k
                for ((k = 0; k < ${#COMP_WORDS[@]}; k++)); do
                    if (( k > 0 )) && [[ "${COMP_WORDS[k]}" == ":" || "${COMP_WORDS[k-1]}" == ":" ]]; then
                        words[${#words[@]}-1]+="${COMP_WORDS[k]}"
                    else
                        words+=("${COMP_WORDS[k]}")
                    fi
                    (( k == COMP_CWORD )) && cword=$(( ${#words[@]} - 1 ))
                done
                cur="${words[cword]}"
                prev="${words[cword-1]}"
                # Without bash-completion, --since=we arrives as '--since' '=' 'we'.
                if [[ "$prev" == "=" && $cword -ge 2 ]]; then prev="${words[cword-2]}"; fi
                if [[ "$cur" == "=" ]]; then prev="${words[cword-1]}"; cur=""; fi
            fi
            # The command, the arguments given it, and whether a lone -- ended the options.
            local command="" i word skip="" ended="" given=0 options=" "
            for ((i = 1; i < cword; i++)); do
                word="${words[i]}"
                # Without bash-completion `--api-url=URL` arrives as '--api-url' '=' 'URL': the value follows the '='.
                if [[ -n "$skip" ]]; then [[ "$word" == "=" ]] || skip=""; continue; fi
                if [[ -z "$ended" ]]; then
                    case "$word" in
                        --) ended=1; continue ;;
                        --*=*) options+="${word%%=*} "; continue ;;
                        =) continue ;;
                        -[!-]*) options+="$word "; _trending_cluster "$word" && skip=1; continue ;;
                        -*) options+="$word "; [[ "$valued" == *" $word "* ]] && skip=1; continue ;;
                    esac
                fi
                if [[ -z "$command" && -z "$ended" && " $commands " == *" $word "* ]]; then
                    command="$word"
                else
                    ((given++))
                fi
            done
            # After --, nothing is a command: what follows is arguments, and trending takes none.
            if [[ -n "$ended" && -z "$command" ]]; then COMPREPLY=(); return; fi
            # An option's value, unless -- ended the options; `-qL` before the cursor is `-L`'s.
            if [[ -z "$ended" ]]; then
                if [[ "$prev" == -[!-]* ]] && _trending_cluster "$prev"; then prev="-${prev: -1}"; fi
        \(specificCase)    case "$prev" in
        \(values)    esac
            fi
            local flags="" most="" standin=""
            case "$command" in
        \(flags)    esac
            # An option standing in for the argument (`hide --all`): with it there is no argument
            # to offer; with the argument, it is not offered.
            for word in $standin; do
                [[ "$options" == *" $word "* ]] && given=$most
                (( given > 0 )) && flags=" $flags " && flags="${flags/ $word / }"
            done
            if [[ "$cur" == -* && -z "$ended" ]]; then
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
                return
            fi
            # A command that takes one argument has it already: nothing more is offered.
            if [[ -n "$most" ]] && (( given >= most )); then COMPREPLY=(); return; fi
            case "$command" in
        \(arguments)    esac
        }
        # Whether a cluster of one-letter options (`-qL`, `-L5`) leaves its last one's value to the
        # next word: the first letter taking a value takes the rest of the cluster, if any.
        _trending_cluster() {
            local cluster="$1" k
            for ((k = 1; k < ${#cluster}; k++)); do
                if [[ "$valued" == *" -${cluster:k:1} "* ]]; then (( k == ${#cluster} - 1 )); return; fi
            done
            return 1
        }
        # Whether command $1 takes option $2.
        _trending_takes() {
            case "$1" in
        \(takes)        *) return 1 ;;
            esac
        }
        # The commands that take every option typed before them; in a cluster (`-qL5`), each
        # letter up to the first taking a value.
        _trending_commands_taking() {
            local c o k
            for c in $commands; do
                for o in $options; do
                    if [[ "$o" == -[!-]* ]]; then
                        for ((k = 1; k < ${#o}; k++)); do
                            _trending_takes "$c" "-${o:k:1}" || continue 3
                            [[ "$valued" == *" -${o:k:1} "* ]] && break
                        done
                    else
                        _trending_takes "$c" "$o" || continue 2
                    fi
                done
                printf '%s ' "$c"
            done
        }
        # Names already on the line, in any case, are not offered again.
        _trending_untyped() {
            local kept=() candidate j restore
            restore=$(shopt -p nocasematch)
            shopt -s nocasematch
            for candidate in "${COMPREPLY[@]}"; do
                for ((j = 1; j < cword; j++)); do
                    [[ "${words[j]}" == "$candidate" ]] && continue 2
                done
                kept+=("$candidate")
            done
            $restore
            COMPREPLY=("${kept[@]}")
        }
        complete -F _trending trending

        """
    }

    private static func positional(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: "COMPREPLY=()"
        case .choices(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        case .repos, .hiddenRepos, .bookmarkedRepos:
            "COMPREPLY=($(compgen -W \"$(\(CompletionModel.repoCandidates(completion.repoTopic ?? .repos)))\" -- \"$cur\"))"
        case .commands: "COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))"
        }
    }
}
