/// A GitHub-flavoured Markdown list, for mail and chat digests:
///
///     - [octo-org/rocket](https://github.com/octo-org/rocket) · ★ 12.3k · +1.2k ★ since 6h ago · Swift — Ships fast
///
/// Everything from the API is escaped by `MarkdownText`; the one link per line is the repo's
/// page by `GitHubWebLinks`' rule. No entries, no output.
enum MarkdownRenderer {
    static func render(_ entries: [DigestEntry]) -> String {
        var out = ""
        for entry in entries {
            out += "- [" + MarkdownText.escape(entry.fullName) + "](" + entry.url + ") · " + MarkdownText.escape(entry.stats)
            if let description = entry.description, !description.isEmpty {
                out += " — " + MarkdownText.escape(description)
            }
            out += "\n"
        }
        return out
    }
}
