/// The man page's SYNOPSIS, in roff, from the commands' declarations: `docs/trending.1` carries
/// exactly this text, and a test fails when the two differ.
enum ManPageSynopsis {
    static func render() -> String {
        var lines: [String] = []
        for command in CommandRegistry.visibleSpecs {
            lines.append(".B " + escape(command.invocation))
            if !command.arguments.isEmpty { lines.append(".I " + quoted(command.arguments)) }
            // An option the arguments already name (`OWNER/REPO | --all`) is not repeated.
            for option in command.ownOptions where !command.arguments.contains(option.name) {
                // The short form too (`-L | --limit`), as the global options and `--help` give it.
                let name = option.short.map { escape($0) + " | " + escape(option.name) } ?? escape(option.name)
                guard let value = option.valueName else {
                    lines.append(".RB [ " + (option.short == nil ? name : "\"\(name)\"") + " ]")
                    continue
                }
                lines.append(".RB [ " + name)
                if option.choices.isEmpty {
                    lines.append(".IR " + quoted(value) + (option.repeatable ? " ].\\|.\\|.\\&" : " ]"))
                } else {
                    lines.append(".BR " + option.choices.map(escape).joined(separator: " \" | \" ") + " ]")
                }
            }
            lines.append(".RI [ global-options ]")
            lines.append(".br")
        }
        lines.append(".I global-options")
        lines.append("are:")
        for option in GlobalOptions.declarations {
            let name = option.short.map { escape($0) + " | " + escape(option.name) } ?? escape(option.name)
            if let value = option.valueName {
                lines.append(".RB [ " + name)
                lines.append(".IR " + quoted(value) + " ]")
            } else {
                lines.append(".RB [ " + quoted(name) + " ]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// roff's minus sign, so man shows `--since` and searches find it.
    static func escape(_ text: String) -> String {
        text.replacing("-", with: "\\-")
    }

    private static func quoted(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.contains(" ") ? "\"\(escaped)\"" : escaped
    }
}
