#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// GitHub's error body: `message`, and for a 422 `errors`, whose items are objects
/// (`{"message", "resource", "field", "code"}`) or, from some endpoints, plain strings. A server
/// (or a proxy before it) may quote the request's headers back: the token the request carried,
/// given in the decoder's `userInfo[.sentToken]`, is masked before any text is cut or shown.
struct GitHubErrorBody: Decodable {
    let message: String?
    let errors: [Item]

    enum CodingKeys: String, CodingKey { case message, errors }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let token = decoder.userInfo[.sentToken] as? String
        message = (try? container.decodeIfPresent(String.self, forKey: .message)).map { Self.shown($0, token: token) }
        errors = Array(((try? container.decodeIfPresent([Item].self, forKey: .errors)) ?? []).prefix(Self.mostDetails))
    }

    /// GitHub's messages are a sentence or two; a broken or hostile server's megabyte would
    /// flood the terminal. Each text is cut to this many Unicode scalars (characters would let a
    /// letter with a megabyte of combining marks through).
    static let longestText = 300
    /// The most details of a 422 kept.
    static let mostDetails = 5

    /// `text` cleaned as it will be shown, `token` masked, then `bounded` (cut first, a token's
    /// head would be left). Cleaned first: an escape, a zero-width space or an entity inside the
    /// token would hide it from the mask and vanish when shown. Cleaned until nothing changes,
    /// so no later cleaning (entities decoded again) can put a token back together.
    static func shown(_ text: String, token: String?) -> String {
        guard let token, !token.isEmpty else { return bounded(text) }
        var clean = text
        for _ in 0..<Self.cleanings {
            let again = TextSanitizer.singleLine(clean)
            if again == clean { return bounded(TokenMask.masked(clean, token: token, with: LoggingNetworkClient.maskedAuthorization)) }
            clean = again
        }
        return "(GitHub's words are left out: they could not be shown safely)"
    }

    /// Entities nested deeper than this (`&amp;amp;…`) are no message GitHub sends.
    static let cleanings = 8

    /// `text` whole, or its first `longestText` scalars and an ellipsis.
    static func bounded(_ text: String) -> String {
        guard text.unicodeScalars.count > longestText else { return text }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: text.unicodeScalars.prefix(longestText))
        return String(cut) + "…"
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
            let token = decoder.userInfo[.sentToken] as? String
            if let string = try? decoder.singleValueContainer().decode(String.self) {
                text = GitHubErrorBody.shown(string, token: token)
            } else if let fields = try? Fields(from: decoder) {
                // An object without a message still names what was wrong: "color invalid".
                text = GitHubErrorBody.shown(fields.message
                    ?? [fields.field ?? fields.resource, fields.code].compactMap { $0 }.joined(separator: " "), token: token)
            } else {
                text = ""
            }
        }
    }
}

extension CodingUserInfoKey {
    /// The token a request carried, for `GitHubErrorBody` to mask in what the server says.
    static let sentToken = CodingUserInfoKey(rawValue: "trending.sentToken")!
}
