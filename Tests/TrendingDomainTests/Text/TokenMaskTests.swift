import Testing
import TrendingDomain

@Suite("TokenMask")
struct TokenMaskTests {
    @Test("a token holding a percent or entity sequence itself is masked as written, and as others decode it", arguments: [
        ("tok_9f%41Xq7Lm2Rw8Zp", "Bad credentials: tok_9f%41Xq7Lm2Rw8Zp", "Bad credentials: ********"),
        ("tok_9f&#65;Xq7Lm2Rw8", "x tok_9f&#65;Xq7Lm2Rw8 y", "x ******** y"),
        ("ghp_SECRETTOKEN1234567890abcdef", "a ghp_SECRET\u{1B}(BTOKEN1234567890abcdef b", "a ******** b"),
        // The prefix disguised by a name an HTML page may write (`&lowbar;`): masked with it.
        ("ghp_SECRETTOKEN1234567890abcdef", "a ghp&lowbar;SECRETTOKEN1234567890abcdef b", "a ******** b"),
        // A name no page decodes leaves the prefix as written: the secret is masked alone.
        ("ghp_SECRETTOKEN1234567890abcdef", "a ghp&under;SECRETTOKEN1234567890abcdef b", "a ghp&under;******** b"),
        // Nested entities: `&amp;` read first, then the number it leaves.
        ("ghp_SECRETTOKEN1234567890abcdef", "a &amp;#103;hp_SECRETTOKEN1234567890abcdef b", "a ******** b"),
    ])
    func masks(token: String, text: String, expected: String) {
        #expect(TokenMask.masked(text, token: token, with: "********") == expected)
    }

    static let classic = "ghp_SECRETsecret0123456789abcdefABCDEF"
    static let fineGrained = "github_pat_11ABCDEFG0abcdefghijklmn_opqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq"

    @Test("a part of the token is masked too: any 8 letters of its secret in a row, however cut, cased or split", arguments: [
        // All but its last letter, as a server quoting it back cut short would show it.
        ("Bad credentials: token ghp_SECRETsecret0123456789abcdefABCDE...", "Bad credentials: token ghp_********..."),
        // Its end alone, its middle alone, in other capitals, split by an escape sequence.
        ("x 0123456789abcdefABCDEF y", "x ******** y"),
        ("x cret0123456789abcd y", "x ******** y"),
        ("x SECRETSECRET0123 y", "x ******** y"),
        ("x SECRET\u{1B}[0msecret01 y", "x ******** y"),
        // Fewer than 8 in a row, or the public prefix alone, are no part of the secret.
        ("ghp_SECRETs and 0123456 and ghp_", "ghp_SECRETs and 0123456 and ghp_"),
    ])
    func masksParts(text: String, expected: String) {
        #expect(TokenMask.masked(text.replacingOccurrences(of: "\\u{1B}", with: "\u{1B}"), token: Self.classic, with: "********") == expected)
    }

    @Test("digits of the secret standing as a number are a count, not a part of it: --json stays valid", arguments: [
        ("\"stars\": 12345678,", "\"stars\": 12345678,"),
        ("\"forks\": 112345678901}", "\"forks\": 112345678901}"),
        ("1\t12345678\t2", "1\t12345678\t2"),
        // A TSV tab is a separator, not a disguise: the count stays one, the next field whole.
        ("9\t12345678\tDf", "9\t12345678\tDf"),
        // Beside a letter, they are a part of it.
        ("x Zq12345678 y", "x Zq******** y"),
        ("x 12345678Df5 y", "x ******** y"),
    ])
    func numbersAreNoParts(text: String, expected: String) {
        let token = "ghp_Zq7Lm2Xp9Rt412345678Df5Gh1Jk0Ms9Qaaa"
        #expect(TokenMask.masked(text.replacingOccurrences(of: "\\t", with: "\t"), token: token, with: "********")
            == expected.replacingOccurrences(of: "\\t", with: "\t"))
    }

    @Test("a fine-grained token's parts are masked, and its github_pat_ prefix said alone is not")
    func fineGrainedParts() {
        let cut = String(Self.fineGrained.dropLast(30))
        #expect(TokenMask.masked("token \(cut)", token: Self.fineGrained, with: "********") == "token github_pat_********")
        #expect(TokenMask.masked("tokens start github_pat_11", token: Self.fineGrained, with: "********") == "tokens start github_pat_11")
    }

    @Test("text without the token is returned as it is")
    func clean() {
        #expect(TokenMask.masked("100% of &#65; is fine", token: "tok_9f%41Xq7Lm2Rw8Zp", with: "********") == "100% of &#65; is fine")
    }
}
