/// Every command `trending` has, in the order help lists them. Adding a command is adding its
/// type here; parsing, help, completions and the docs' drift tests all read this list.
enum CommandRegistry {
    static let commands: [any Command.Type] = [
        ListCommand.self, BrowseCommand.self, ShowCommand.self, BookmarkCommand.self, UnbookmarkCommand.self, BookmarksCommand.self,
        DevelopersCommand.self,
        HideCommand.self, UnhideCommand.self, HiddenCommand.self, OpenCommand.self, HistoryCommand.self,
        CacheCommand.self, CompletionsCommand.self, HelpCommand.self, CompleteCommand.self,
    ]

    /// The command called `name`; never the list, which has no name.
    static func command(named name: String) -> (any Command.Type)? {
        guard !name.isEmpty else { return nil }
        return commands.first { $0.spec.name == name }
    }

    /// Every command a user sees, the list first.
    static var visibleSpecs: [CommandSpec] { commands.map { $0.spec }.filter { !$0.isHidden } }

    /// The named commands a user sees: what help lists and a typo is matched against.
    static var visibleNames: [String] { visibleSpecs.map(\.name).filter { !$0.isEmpty } }

    /// Every option any command knows (hidden commands included), for finding where the
    /// command's name is among options and their values.
    /// Built once: the parser looks options up for each word of the command line.
    static let allOptions: [OptionInfo] = {
        var seen = Set<String>()
        return commands.flatMap { $0.spec.options }.filter { seen.insert($0.name).inserted }
    }()
}
