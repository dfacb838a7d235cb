@testable import TrendingCLI

/// What the commands declare, gathered for the docs' drift tests.
enum Declarations {
    /// Every option of every command a user sees.
    static var visibleOptions: [OptionInfo] {
        var seen = Set<String>()
        return CommandRegistry.visibleSpecs.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }

    /// Every spelling of every option a user sees.
    static var allFlagNames: Set<String> { Set(visibleOptions.flatMap(\.names)) }

    /// The list's options and the global ones: the README's flag table.
    static var listAndGlobalOptions: [OptionInfo] { ListCommand.spec.options }
}
