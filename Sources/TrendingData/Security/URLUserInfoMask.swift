/// Hides the user info of every URL in a text (`https://user:secret@host` → `https://***@host`),
/// so `--verbose` and error messages never print a password that rode in a URL.
public enum URLUserInfoMask {
    public static let placeholder = "***"

    public static func masked(_ text: String) -> String {
        guard text.contains("@"), text.contains("://") else { return text }
        var output = ""
        var rest = Substring(text)
        while let scheme = rest.firstRange(of: "://") {
            output += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            // The authority ends at the path, query, fragment or any space; its user info at the last `@`.
            let authorityEnd = rest.firstIndex { "/?#".contains($0) || $0.isWhitespace || $0 == "\"" || $0 == "'" } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                output += placeholder
                rest = rest[at...]
            }
        }
        return output + rest
    }
}
