/// A type a command-line value is read into, describing its own syntax: the placeholder in help,
/// the fixed set of values it takes (if any), what an error says it expected, and how shells
/// complete it. The one declaration behind parsing, help, completions and the man page.
protocol ArgumentValue: Sendable {
    /// Reads one argument, or nil when it is not a valid value.
    init?(argument: String)
    /// The placeholder in usage and help: `PERIOD`, `N`.
    static var valueName: String { get }
    /// Every value accepted, when the set is fixed; empty otherwise.
    static var allValueStrings: [String] { get }
    /// What a valid value looks like, for the error: "daily, weekly or monthly".
    static var expectation: String { get }
    /// How shells complete the value.
    static var completion: ValueCompletion { get }
    /// A few words on each of `allValueStrings`, for shells that show one beside each value
    /// (fish); a value without an entry is offered bare.
    static var valueSummaries: [String: String] { get }
    /// The value as a user would type it, to show it as a default.
    var argumentText: String { get }
}

/// What a shell offers for a value or a positional argument.
enum ValueCompletion: Equatable, Sendable {
    /// Free text: nothing to offer, and never file names.
    case none
    case choices([String])
    /// OWNER/REPO from bookmarks and the last list, through `trending __complete repos`.
    case repos
    /// OWNER/REPO of the hidden repos, through `trending __complete hidden`.
    case hiddenRepos
    /// OWNER/REPO of the bookmarks, through `trending __complete bookmarks`.
    case bookmarkedRepos
    /// The names of the commands.
    case commands
}

extension ValueCompletion {
    /// What `trending __complete` lists for a completion of repos; nil for the others.
    var repoTopic: CompletionTopic? {
        switch self {
        case .repos: .repos
        case .hiddenRepos: .hidden
        case .bookmarkedRepos: .bookmarks
        case .none, .choices, .commands: nil
        }
    }
}

extension ArgumentValue {
    static var allValueStrings: [String] { [] }
    static var completion: ValueCompletion { allValueStrings.isEmpty ? .none : .choices(allValueStrings) }
    static var valueSummaries: [String: String] { [:] }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    init?(argument: String) { self.init(rawValue: argument) }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var expectation: String { Choices.sentence(allValueStrings) }
    var argumentText: String { rawValue }
}

/// Lists of values in prose.
enum Choices {
    /// `a`, `a or b`, `a, b or c`.
    static func sentence(_ words: [String], conjunction: String = "or") -> String {
        guard let last = words.last else { return "" }
        // A loop, not `joined`: its first use costs the runtime a conformance scan (#13).
        guard words.count > 1 else { return last }
        var sentence = words[0]
        for word in words[1..<(words.count - 1)] { sentence += ", " + word }
        return sentence + " " + conjunction + " " + last
    }
}
