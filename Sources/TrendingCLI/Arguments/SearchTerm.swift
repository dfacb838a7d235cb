import TrendingDomain

/// A name a search is narrowed by (`--language`, `--topic`): trimmed, not blank, no control
/// characters. Each flag has its own type so the error can give a fitting example.
protocol SearchTerm: ArgumentValue, Equatable {
    var text: String { get }
    init(checked text: String)
}

extension SearchTerm {
    init?(argument: String) {
        let trimmed = String(argument.trimmingEdges(where: \.isBlank))
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        self.init(checked: trimmed)
    }

    var argumentText: String { text }
}

/// `--language`, as GitHub names languages.
struct LanguageName: SearchTerm {
    static let valueName = "LANG"
    static let expectation = "a language name such as Swift"
    let text: String
    init(checked text: String) { self.text = text }
}

/// `--topic`.
struct TopicName: SearchTerm {
    static let valueName = "TOPIC"
    static let expectation = "a topic such as cli"
    let text: String
    init(checked text: String) { self.text = text }
}
