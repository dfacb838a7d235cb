/// One look: each role has one style wherever it shows (list, table, `bookmarks`, `show`), so a
/// reader learns it once. Words always say the same thing the colour does.
extension TextStyle {
    /// A repo's name: bold, or dim once an earlier list has shown it.
    func repoName(_ text: String, seen: Bool) -> String { seen ? dim(text) : bold(text) }
    /// Text of a repo an earlier list has shown.
    func seen(_ text: String) -> String { dim(text) }
    /// `★ 9.8k`, and star counts in details.
    func stars(_ text: String) -> String { yellow(text) }
    /// `+1.2k ★ since 6h ago`.
    func gain(_ text: String) -> String { yellow(text) }
    func language(_ text: String) -> String { cyan(text) }
    /// Ages, ranks, labels: what frames the data.
    func muted(_ text: String) -> String { dim(text) }
    /// `NEW`, `bookmarked`, and the badges of `show` (`archived`, `fork`, `template`).
    func marker(_ word: String) -> String {
        switch word {
        case "NEW": green(word)
        default: magenta(word)
        }
    }
    /// The `error:` that starts every error.
    public func errorLabel(_ text: String = "error:") -> String { red(text) }
}
