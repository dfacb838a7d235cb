/// Shell completion scripts, generated from the commands' declarations so they know every
/// command, option and value the parser knows. OWNER/REPO comes from `trending __complete repos`.
enum CompletionScript {
    static func render(_ shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script(CompletionModel())
        case .zsh: ZshCompletion.script(CompletionModel())
        case .fish: FishCompletion.script(CompletionModel())
        }
    }
}

/// What every script needs, read from `CommandRegistry`.
struct CompletionModel {
    /// The list first (name ""), then each visible command.
    let commands = CommandRegistry.visibleSpecs

    var named: [CommandSpec] { commands.filter { !$0.name.isEmpty } }

    var commandNames: [String] { named.map(\.name) }

    /// Every option that takes a value, in every spelling: the scripts skip the word after one
    /// when looking for the command's name.
    var valuedNames: [String] {
        var seen = Set<String>()
        return commands.flatMap(\.options).filter(\.takesValue).flatMap(\.names).filter { seen.insert($0).inserted }
    }

    /// Each option that takes a value once, by long name, for completing values after it.
    var valuedOptions: [OptionInfo] {
        var seen = Set<String>()
        return commands.flatMap(\.options).filter { $0.takesValue && seen.insert($0.name).inserted }
    }

    /// The command that runs `__complete` to list the repos of `topic`.
    static func repoCandidates(_ topic: CompletionTopic) -> String {
        "command trending __complete \(topic.rawValue) 2>/dev/null"
    }
}
