#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub's error body: `message`, and for a 422 `errors`, whose items are objects
/// (`{"message", "resource", "field", "code"}`) or, from some endpoints, plain strings.
struct GitHubErrorBody: Decodable {
    let message: String?
    let errors: [Item]

    enum CodingKeys: String, CodingKey { case message, errors }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = (try? container.decodeIfPresent(String.self, forKey: .message)).flatMap(Self.bounded)
        errors = Array(((try? container.decodeIfPresent([Item].self, forKey: .errors)) ?? []).prefix(Self.mostDetails))
    }

    /// GitHub's messages are a sentence or two; a broken or hostile server's megabyte would
    /// flood the terminal. Each text is cut to this many characters, and a 422 to this many details.
    static let longestText = 300
    static let mostDetails = 5

    /// `text` whole, or its first `longestText` characters and an ellipsis.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > longestText,
              let end = text.index(text.startIndex, offsetBy: longestText, limitedBy: text.endIndex), end < text.endIndex
        else { return text }
        return String(text[..<end]) + "…"
    }

    /// GitHub's words for a 422, in reading order: the headline `message` leads the first
    /// detail ("Validation Failed: color invalid"), so neither is lost; a body with no
    /// details is its message alone.
    var validationMessages: [String] {
        let details = errors.map(\.text).filter { !$0.isEmpty }
        let headline = message ?? ""
        guard let first = details.first else { return headline.isEmpty ? [] : [headline] }
        guard !headline.isEmpty, headline != first else { return details }
        return [Self.bounded("\(headline): \(first)")] + details.dropFirst()
    }

    /// One entry of `errors`, whatever its shape; `text` is what to show.
    struct Item: Decodable {
        let text: String

        private struct Fields: Decodable {
            let message: String?
            let resource: String?
            let field: String?
            let code: String?
        }

        init(from decoder: Decoder) throws {
            if let string = try? decoder.singleValueContainer().decode(String.self) {
                text = GitHubErrorBody.bounded(string)
            } else if let fields = try? Fields(from: decoder) {
                // An object without a message still names what was wrong: "color invalid".
                text = GitHubErrorBody.bounded(fields.message
                    ?? [fields.field ?? fields.resource, fields.code].compactMap { $0 }.joined(separator: " "))
            } else {
                text = ""
            }
        }
    }
}
