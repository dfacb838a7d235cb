/// A GitHub-flavoured Markdown list, for mail and chat digests:
///
///     - [octo-org/rocket](https://github.com/octo-org/rocket) · ★ 12.3k · +1.2k ★ since 6h ago · Swift — Ships fast
///
/// Everything from the API is escaped by `MarkdownText`; the one link per item is the repo's
/// page by `GitHubWebLinks`' rule. An item longer than `MarkdownWrap.width` columns wraps onto
/// indented lines of the same item. No entries, no output.
enum MarkdownRenderer {
    static func render(_ entries: [DigestEntry]) -> String {
        var out = ""
        for entry in entries {
            var tail = "· " + MarkdownText.escape(entry.stats)
            if let description = entry.description, !description.isEmpty {
                tail += " — " + MarkdownText.escape(description)
            }
            let head = "- [" + MarkdownText.escape(entry.fullName) + "](" + entry.url + ")"
            out += MarkdownWrap.item(head: head, words: tail.split(separator: " ")) + "\n"
        }
        return out
    }
}
