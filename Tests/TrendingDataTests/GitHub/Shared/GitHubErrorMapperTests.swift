import Foundation
import Testing
import TrendingData
import TrendingDomain

/// GitHub's words in an error answer are untrusted text: what reaches stderr is bounded.
@Suite("GitHub's error words, bounded")
struct GitHubErrorMapperTests {
    @Test("a 403's message of a megabyte is cut to its first 300 characters, marked with an ellipsis")
    func longMessageIsCut() {
        let body = Data(#"{"message":"Forbidden \#(String(repeating: "A", count: 1_000_000))"}"#.utf8)

        let error = GitHubErrorMapper.error(for: HTTPResponse(status: 403, headers: [:], body: body), now: Date())

        guard case .forbidden(let message) = error else { Issue.record("expected forbidden, got \(error)"); return }
        #expect(message.count == 301)
        #expect(message.hasPrefix("Forbidden AAA"))
        #expect(message.hasSuffix("…"))
    }

    @Test("a 422's details: at most 5, each cut to 300 characters; short ones stay whole")
    func manyLongDetailsAreBounded() {
        let big = String(repeating: "B", count: 100_000)
        let details = Array(repeating: #"{"message":"\#(big)"}"#, count: 8).joined(separator: ",")
        let body = Data(#"{"message":"Validation Failed","errors":[\#(details)]}"#.utf8)

        let error = GitHubErrorMapper.error(for: HTTPResponse(status: 422, headers: [:], body: body), now: Date())

        guard case .invalidQuery(let messages) = error else { Issue.record("expected invalidQuery, got \(error)"); return }
        #expect(messages.count == 5)
        #expect(messages.allSatisfy { $0.count <= 301 })
        #expect(messages[0].hasPrefix("Validation Failed: BBB"))

        let short = Data(#"{"message":"Validation Failed","errors":[{"message":"bad language"}]}"#.utf8)
        let kept = GitHubErrorMapper.error(for: HTTPResponse(status: 422, headers: [:], body: short), now: Date())
        #expect(kept == .invalidQuery(["Validation Failed: bad language"]))
    }

    @Test("a message of one letter and a megabyte of combining marks is cut too (by scalars, not characters)")
    func combiningMarksAreCut() {
        let body = Data(#"{"message":"a\#(String(repeating: "\u{301}", count: 500_000))"}"#.utf8)

        let error = GitHubErrorMapper.error(for: HTTPResponse(status: 403, headers: [:], body: body), now: Date())

        guard case .forbidden(let message) = error else { Issue.record("expected forbidden, got \(error)"); return }
        #expect(message.unicodeScalars.count == 301)
    }

    @Test("a 401's message is bounded too")
    func unauthorizedMessageIsCut() {
        let body = Data(#"{"message":"\#(String(repeating: "C", count: 5_000))"}"#.utf8)

        let error = GitHubErrorMapper.error(for: HTTPResponse(status: 401, headers: [:], body: body), now: Date(), authorization: "Bearer t")

        guard case .unauthorized(_, let message) = error else { Issue.record("expected unauthorized, got \(error)"); return }
        #expect(message.count == 301)
    }

    @Test("an unpaired surrogate costs one character of GitHub's words, not the words", arguments: [
        (401, #"{"message":"Token expired on 2026-11-01 \ud800"}"#, RemoteLoadError.unauthorized(tokenSent: false, message: "Token expired on 2026-11-01 \u{FFFD}")),
        (422, #"{"message":"Validation Failed","errors":[{"message":"cannot be searched \ud800 either"}]}"#, .invalidQuery(["Validation Failed: cannot be searched \u{FFFD} either"])),
        (403, #"{"message":"\udc00 Forbidden"}"#, .forbidden("\u{FFFD} Forbidden")),
        // Another status keeps GitHub's words too (bb24 c-D4): a DMCA takedown's 451, a 400.
        (451, #"{"message":"Repository access blocked","block":{"reason":"dmca"}}"#, .unexpectedStatus(451, message: "Repository access blocked")),
        (400, #"{"message":"Problems parsing JSON"}"#, .unexpectedStatus(400, message: "Problems parsing JSON")),
    ])
    func loneSurrogate(status: Int, body: String, expected: RemoteLoadError) {
        #expect(GitHubErrorMapper.error(for: HTTPResponse(status: status, headers: [:], body: Data(body.utf8)), now: Date()) == expected)
    }

    @Test("a 401 that gives no message carries none: the tool's own words are never GitHub's", arguments: ["", "not json", #"{"documentation_url":"x"}"#])
    func unauthorizedWithoutWords(body: String) {
        let error = GitHubErrorMapper.error(for: HTTPResponse(status: 401, headers: [:], body: Data(body.utf8)), now: Date())
        #expect(error == .unauthorized(tokenSent: false, message: ""))
    }

    static let token = "ghp_SECRETTOKEN1234567890abcdefXYZ"

    @Test("the token the request carried, quoted back by the server in a 401, 403 or 422, is masked, even where the cut would fall inside it", arguments: [
        (401, #"{"message":"Bad credentials: Bearer ghp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"nope Bearer ghp_SECRETTOKEN1234567890abcdefXYZ and ghp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"\#(String(repeating: "x", count: 290))ghp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        (422, #"{"message":"Validation Failed","errors":[{"message":"ghp_SECRETTOKEN1234567890abcdefXYZ"},"ghp_SECRETTOKEN1234567890abcdefXYZ"]}"#),
        // Split by what showing it removes or decodes: an escape, a zero-width space, an entity, one nested.
        (401, #"{"message":"ghp_SECRET\u001b[0mTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ghp_SECRET\u200bTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ghp_&#83;ECRETTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ghp_&amp;#83;ECRETTOKEN1234567890abcdefXYZ"}"#),
        // Touched or split by what draws nothing: a combining mark after it, a prepended mark
        // before it, a joiner, a soft hyphen or a variation selector inside it.
        (401, #"{"message":"bad ghp_SECRETTOKEN1234567890abcdefXYZ\u0301"}"#),
        (403, #"{"message":"bad \u0600ghp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        (422, #"{"message":"ghp_SECRET\u200dTOKEN1234567890abcdefXYZ","errors":["ghp_SECRET\u00adTOKEN1234567890abcdefXYZ"]}"#),
        (403, #"{"message":"ghp_SECRET\ufe0fTOKEN1234567890abcdefXYZ"}"#),
        // Echoed in another case: still all but the token, to one who guesses the capitals.
        (401, #"{"message":"bad credentials: ghp_secrettoken1234567890abcdefxyz"}"#),
        (403, #"{"message":"GHP_SECRETTOKEN1234567890ABCDEFXYZ"}"#),
        // Percent-encoded, whole or in part: anyone can read it back.
        (422, #"{"message":"bad ?t=%67%68%70%5F%53ECRETTOKEN1234567890abcdefXYZ"}"#),
        // Percent-encoded twice, a numeric entity, fullwidth letters.
        (422, #"{"message":"bad ?t=%2567hp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        // A percent-encoded zero-width space between its letters.
        (422, #"{"message":"g%E2%80%8Bh%E2%80%8Bp_SECRET%E2%80%8BTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"\u0026#103;hp_SECRETTOKEN1234567890abcdefXYZ"}"#),
        // Split by an escape sequence that only appears once percent-decoded: ESC [ 0 m, C1 CSI, an OSC.
        (401, #"{"message":"Bad credentials: ghp_SECRET%1B%5B0mTOKEN1234567890abcdefXYZ"}"#),
        (401, #"{"message":"ghp_SECRET%C2%9B0mTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ghp_SECRET%1B%5D0;x%07TOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ghp_SECRET\u001b]0;x\u0007TOKEN1234567890abcdefXYZ"}"#),
        // An ISO 2022 escape (ESC ( B, what `tput sgr0` prints), raw and percent-encoded.
        (401, #"{"message":"ghp_SECRET\u001b(BTOKEN1234567890abcdefXYZ"}"#),
        (401, #"{"message":"ghp_SECRET%1B%28BTOKEN1234567890abcdefXYZ"}"#),
        (403, #"{"message":"ｇｈｐ＿ＳＥＣＲＥＴＴＯＫＥＮ１２３４５６７８９０abcdefXYZ"}"#),
        (403, #"{"message":"𝐠𝐡𝐩_𝐒𝐄𝐂𝐑𝐄𝐓𝐓𝐎𝐊𝐄𝐍𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗𝟎abcdefXYZ"}"#),
    ])
    func tokenIsMasked(status: Int, body: String) {
        let error = GitHubErrorMapper.error(
            for: HTTPResponse(status: status, headers: [:], body: Data(body.utf8)), now: Date(), authorization: "Bearer \(Self.token)"
        )

        // As the presenter shows it: cleaned again, entities decoded again.
        let words = TextSanitizer.singleLine(TextSanitizer.singleLine("\(error)"))
        // What a terminal draws: marks and format characters dropped, the token's letters must not meet.
        let drawn = String(String.UnicodeScalarView(words.unicodeScalars.filter {
            ![.format, .nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory)
        }))
        #expect(!drawn.uppercased().contains("ECRETTOKEN1234567890"), "\(words)")
        #expect(!drawn.removingPercentEncoding!.uppercased().contains("ECRETTOKEN1234567890"), "\(words)")
        #expect(!drawn.applyingTransform(.fullwidthToHalfwidth, reverse: false)!.uppercased().contains("ECRETTOKEN1234567890"), "\(words)")
        #expect(drawn.contains("********"), "\(words)")
    }

    @Test("a 403 with x-ratelimit-remaining 0 and no reset is a spent limit, not a refusal")
    func exhaustedWithoutReset() {
        let response = HTTPResponse(
            status: 403, headers: ["x-ratelimit-remaining": "0"], body: Data(#"{"message":"Request forbidden by administrative rules"}"#.utf8)
        )

        #expect(GitHubErrorMapper.error(for: response, now: Date()) == .rateLimited(resetsAt: nil))
    }
}
