/// A GitHub-flavoured Markdown list, for mail and chat digests: one item per repo, its one link
/// the repo's page, everything from the API escaped by `MarkdownText`, long items wrapped by
/// `MarkdownWrap`. No entries, no output.
enum MarkdownRenderer {
    static func render(_ entries: [DigestEntry]) -> String {
        var out = ""
        for entry in entries {
            // Each stat stays whole on a line (`+1.2k ★ since 6h ago`); the description wraps by words.
            var units: [String] = []
            for stat in entry.statParts {
                let escaped = MarkdownText.escape(stat)
                units.append("·")
                if DisplayWidth.columns(escaped) <= MarkdownWrap.width / 2 {
                    units.append(escaped)
                } else {
                    units += escaped.split(separator: " ").map(String.init)
                }
            }
            if let description = entry.description, !description.isEmpty {
                units.append("—")
                units += MarkdownText.escape(description).split(separator: " ").map(String.init)
            }
            let head = "- [" + MarkdownText.escape(entry.fullName) + "](" + entry.url + ")"
            out += MarkdownWrap.item(head: head, units: units) + "\n"
        }
        return out
    }
}
