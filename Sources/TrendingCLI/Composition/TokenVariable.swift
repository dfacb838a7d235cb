import TrendingDomain

/// The token from `GITHUB_TOKEN`, else `GH_TOKEN`: surrounding whitespace trimmed (a token read
/// from a file with Windows line endings ends in CR LF), and refused, never sent or dropped
/// quietly, when what is left holds anything a GitHub token never does.
enum TokenVariable {
    static let names = ["GITHUB_TOKEN", "GH_TOKEN"]

    /// The token to send, or nil when neither variable holds one (empty or only whitespace).
    static func token(_ environment: AppEnvironment) throws(ParseError) -> String? {
        for name in names {
            guard let value = environment.value(name) else { continue }
            let token = String(value.trimmingEdges(where: isSpace))
            if token.isEmpty { continue }
            // Printable ASCII without spaces: a control character inside would end the header
            // or start a second one; URLSession would drop the header, and the run would ask
            // without the token the user set.
            guard token.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { throw .invalidToken(variable: name) }
            return token
        }
        return nil
    }

    /// The variable the token came from (`GITHUB_TOKEN` wins when both hold one), for the words
    /// that name it.
    static func source(_ environment: AppEnvironment) -> String {
        names.first { name in environment.value(name).map { !$0.trimmingEdges(where: isSpace).isEmpty } ?? false } ?? names[0]
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r" || character == "\n" || character == "\r\n"
    }
}
