import Foundation

/// What a hostile GitHub (or a tampered file) sends: escape sequences, bidi overrides and
/// invisible characters in names and text, URLs to other hosts and schemes, impossible numbers.
public enum HostileAnswers {
    /// Every character no output path may let through raw.
    public static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{200E}"]

    /// Text that tries all of them at once.
    public static let text = "ev\u{1B}[31mil\u{07}\u{9B}2J\u{202E}txt.exe\u{200B}\u{FEFF}\u{200E}!"

    /// True when `output` holds none of `forbidden` (the tool's own colour codes are off in tests).
    public static func isClean(_ output: String) -> Bool {
        !output.unicodeScalars.contains { forbidden.contains($0) }
    }

    /// One search item; every field can be made hostile.
    public static func item(
        id: Int, owner: String = "octo-org", name: String = "rocket", description: String = HostileAnswers.text,
        language: String = "Sw\u{1B}]52;c;aGk=\u{07}ift", htmlURL: String? = nil, stars: Int = 100
    ) -> [String: Any] {
        [
            "id": id, "name": name, "full_name": "\(owner)/\(name)", "owner": ["login": owner],
            "html_url": htmlURL ?? "https://github.com/\(owner)/\(name)", "description": description, "language": language,
            "stargazers_count": stars, "forks_count": 1, "created_at": "2026-11-22T12:00:00Z",
        ]
    }

    /// A search answer holding `items`.
    public static func search(_ items: [[String: Any]]) -> Data {
        json(["total_count": items.count, "incomplete_results": false, "items": items])
    }

    /// `GET /repos/OWNER/REPO` with a hostile URL, homepage and text.
    public static func repo(owner: String = "octo-org", name: String = "rocket", htmlURL: String, homepage: String, stars: Int = 5) -> Data {
        json([
            "full_name": "\(owner)/\(name)", "owner": ["login": owner, "type": "User"], "html_url": htmlURL,
            "description": HostileAnswers.text, "language": "Swift", "stargazers_count": stars, "forks_count": 1,
            "subscribers_count": 1, "open_issues_count": 1, "topics": [HostileAnswers.text], "homepage": homepage,
            "default_branch": "main\u{1B}[2J", "created_at": "2026-11-01T00:00:00Z", "pushed_at": "2026-11-22T00:00:00Z",
            "archived": false, "fork": false, "is_template": false,
        ])
    }

    public static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }
}
