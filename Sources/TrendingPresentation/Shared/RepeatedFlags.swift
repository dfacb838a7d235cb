/// The flags a hint's command repeats from this run's command line: `--api-url` when it was
/// typed, so `'trending show o/r --refresh'` asks the server this run asked, not GitHub's (the
/// config file's and `GITHUB_API_URL`'s apply to the next run by themselves).
public struct RepeatedFlags: Equatable, Sendable {
    /// ` --api-url URL`, quoted for a shell where it needs it; empty for none.
    public let suffix: String

    public static let none = RepeatedFlags(apiURL: nil)

    public init(apiURL: String?) {
        suffix = apiURL.map { " --api-url " + Self.quoted($0) } ?? ""
    }

    /// `trending WORDS` with the flags, for a hint: `trending show o/r --api-url http://127.0.0.1:8080`.
    public func command(_ words: String) -> String {
        (words.isEmpty ? "trending" : "trending " + words) + suffix
    }

    /// `text` as one shell word: as it is when every character is plain, else in double quotes
    /// (hints put the whole command in single quotes).
    static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ":", "/", ".", "_", "-", "~", "%", "+", "=", "@", ",": true
            default: false
            }
        }
        guard !plain else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" || character == "$" || character == "`" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
