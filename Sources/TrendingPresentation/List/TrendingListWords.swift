import TrendingDomain

/// What a trending list is called, in progress lines, titles, errors and an empty list's words.
enum TrendingListWords {
    /// "daily trending repositories", "weekly trending Swift repositories (topic cli)".
    static func describe(_ query: TrendingQuery, newOnly: Bool = false, spokenLanguage: String? = nil) -> DisplayText {
        let language: DisplayText = query.language.map { "\($0) " } ?? ""
        var filters: [DisplayText] = spokenLanguage.map { ["spoken language \($0)"] } ?? []
        filters += query.topics.map { "topic \($0)" }
        if let minStars = query.minStars { filters.append("at least \(Plural.count(minStars, "star"))") }
        let suffix: DisplayText = filters.isEmpty ? "" : " (\(DisplayText.joined(filters, separator: ", ")))"
        let fresh: DisplayText = newOnly ? " not shown before" : ""
        // --scope all is a different list (any age, by stars gained): a feed's title says so.
        let scope: DisplayText = query.scope == .all ? " of any age" : ""
        return "\(query.period.rawValue) trending \(language)repositories\(scope)\(fresh)\(suffix)"
    }

    /// An empty list's words: none found, or, when GitHub's answer named repos that were all left
    /// out (warned above) or hidden, that none of them could be shown.
    static func emptyMessage(_ query: TrendingQuery, leftOut: Int, hidden: Int = 0, again: RepeatedFlags = .none) -> DisplayText {
        if hidden > 0, leftOut == 0 {
            let them = hidden == 1 ? "1 repo GitHub listed is hidden" : "\(hidden) repos GitHub listed are hidden"
            return "No \(describe(query)) to show: \(them) ('\(again.command("hidden"))' lists \(hidden == 1 ? "it" : "them"), '\(again.command("unhide OWNER/REPO"))' shows one again)."
        }
        guard leftOut > 0 else { return "No \(describe(query)) found." }
        let them = leftOut == 1 ? "1 repo in GitHub's answer was" : "\(leftOut) repos in GitHub's answer were"
        return "No \(describe(query)) to show: \(them) left out (see the warning above)."
    }

    /// How many repos the load's warnings say were left out of GitHub's answer.
    static func leftOut(_ warnings: [TrendingWarning]) -> Int {
        warnings.reduce(0) { total, warning in
            switch warning {
            case .implausibleItemsDropped(let count), .unreadableItemsDropped(let count): total + count
            default: total
            }
        }
    }
}
