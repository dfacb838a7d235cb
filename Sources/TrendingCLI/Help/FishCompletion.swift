/// The fish script: a helper finds the command among options and their values; every option
/// of every command is offered only under it, and no value ever completes to a file name.
enum FishCompletion {
    static func script(_ model: CompletionModel) -> String {
        var lines = [
            "# fish completion for trending. Install:",
            "#   trending completions fish > ~/.config/fish/completions/trending.fish",
            "",
            "function __trending_command",
            "    set -l tokens (commandline -opc)",
            "    set -e tokens[1]",
            "    set -l valued \(model.valuedNames.joined(separator: " "))",
            "    set -l commands \(model.commandNames.joined(separator: " "))",
            "    set -l skip 0",
            "    for token in $tokens",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        # After --, nothing is a command: no command's completions apply. (`switch --`",
            "        # would read it as the end of switch's own options.)",
            "        if test \"x$token\" = x--",
            "            echo after--",
            "            return",
            "        end",
            "        switch $token",
            "            case '--*=*'",
            "            case '-*'",
            "                contains -- $token $valued; and set skip 1",
            "            case '*'",
            "                if contains -- $token $commands",
            "                    echo $token",
            "                    return",
            "                end",
            "        end",
            "    end",
            "end",
            "",
            "# How many arguments the command has on the line: a command taking one offers no second.",
            "function __trending_given",
            "    set -l tokens (commandline -opc)",
            "    set -e tokens[1]",
            "    set -l valued \(model.valuedNames.joined(separator: " "))",
            "    set -l commands \(model.commandNames.joined(separator: " "))",
            "    set -l skip 0",
            "    set -l ended 0",
            "    set -l found 0",
            "    set -l given 0",
            "    for token in $tokens",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        if test $ended = 0",
            "            if test \"x$token\" = x--",
            "                set ended 1",
            "                continue",
            "            end",
            "            switch $token",
            "                case '--*=*'",
            "                    continue",
            "                case '-*'",
            "                    contains -- $token $valued; and set skip 1",
            "                    continue",
            "            end",
            "        end",
            "        if test $found = 0; and test $ended = 0; and contains -- $token $commands",
            "            set found 1",
            "        else",
            "            set given (math $given + 1)",
            "        end",
            "    end",
            "    echo $given",
            "end",
            "",
            "function __trending_using",
            "    set -l command (__trending_command)",
            "    test \"$command\" = \"$argv[1]\"",
            "end",
            "",
            "# OWNER/REPO arguments: names already on the line, in any case, are not offered again.",
            "function __trending_untyped",
            "    set -l typed (string lower -- (commandline -opc))",
            "    for candidate in (command trending __complete $argv[1] 2>/dev/null)",
            "        contains -- (string lower -- $candidate) $typed; or echo $candidate",
            "    end",
            "end",
            "",
            "# Whether the command takes every option typed before it (`trending --new-only` offers",
            "# no command: only the list takes it); in a cluster, each letter up to one taking a value.",
            "function __trending_takes_typed",
            "    set -l takes",
            "    switch $argv[1]",
        ] + model.named.flatMap { command in
            ["        case \(command.name)", "            set takes \(command.options.flatMap(\.names).joined(separator: " "))"]
        } + [
            "    end",
            "    set -l valued \(model.valuedNames.joined(separator: " "))",
            "    set -l tokens (commandline -opc)",
            "    set -e tokens[1]",
            "    set -l skip 0",
            "    for token in $tokens",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        if test \"x$token\" = x--",
            "            return 0",
            "        end",
            "        switch $token",
            "            case '--*=*'",
            "                contains -- (string split -m 1 = -- $token)[1] $takes; or return 1",
            "            case '--*'",
            "                contains -- $token $takes; or return 1",
            "                contains -- $token $valued; and set skip 1",
            "            case '-?*'",
            "                set -l letters (string sub -s 2 -- $token | string split '')",
            "                for k in (seq (count $letters))",
            "                    contains -- -$letters[$k] $takes; or return 1",
            "                    if contains -- -$letters[$k] $valued",
            "                        test $k -eq (count $letters); and set skip 1",
            "                        break",
            "                    end",
            "                end",
            "        end",
            "    end",
            "    return 0",
            "end",
            "",
            "complete -c trending -f",
        ]
        for command in model.named {
            lines.append("complete -c trending -n '__trending_using \"\"; and __trending_takes_typed \(command.name)' -a \(command.name) -d \(quoted(command.summary))")
        }
        for command in model.commands {
            let condition = "-n '__trending_using \"\(command.name)\"'"
            if let arguments = command.positionalCompletion.repoTopic.map({ quoted("(__trending_untyped \($0.rawValue))") })
                ?? positional(command.name.isEmpty ? .none : command.positionalCompletion, model) {
                // One argument given, a command that takes one is offered no second.
                // Nor one beside an option standing in for it (`hide --all`).
                let standIns = command.argumentStandIns.map { "; and not contains -- \($0) (commandline -opc)" }.joined()
                let room = command.mostArguments == 1
                    ? "-n '__trending_using \"\(command.name)\"; and test (__trending_given) -eq 0\(standIns)'" : condition
                lines.append("complete -c trending \(room) -a \(arguments)")
            }
            for option in command.options {
                // An option standing in for the argument is offered only while none is given.
                let room = command.argumentStandIns.contains(option.name)
                    ? "-n '__trending_using \"\(command.name)\"; and test (__trending_given) -eq 0'" : condition
                var line = "complete -c trending \(room) -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                // -x: takes a value, and never a file name.
                if option.takesValue { line += " -x" }
                if let values = described(option) ?? positional(option.completion, model) { line += " -a \(values)" }
                line += " -d \(quoted(option.help))"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fixed values each with its own few words, not the flag's whole help: fish takes
    /// `value<TAB>description` lines from a command, here `printf`.
    private static func described(_ option: OptionInfo) -> String? {
        guard case .choices(let words) = option.completion, !option.choiceSummaries.isEmpty else { return nil }
        let pairs = words.map { "\(plain($0)) \"\(plain(option.choiceSummaries[$0] ?? ""))\"" }
        return quoted("(printf \"%s\\t%s\\n\" " + pairs.joined(separator: " ") + ")")
    }

    /// Text safe inside fish's double quotes within a command substitution.
    private static func plain(_ text: String) -> String {
        String(text.filter { !"\"$\\`()'".contains($0) })
    }

    private static func positional(_ completion: ValueCompletion, _ model: CompletionModel) -> String? {
        switch completion {
        case .none: nil
        case .choices(let words): quoted(words.joined(separator: " "))
        case .repos, .hiddenRepos, .bookmarkedRepos: quoted("(\(CompletionModel.repoCandidates(completion.repoTopic ?? .repos)))")
        case .commands: quoted(model.commandNames.joined(separator: " "))
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
