import Testing
import TrendingDomain

@Suite("TokenMask")
struct TokenMaskTests {
    @Test("a token holding a percent or entity sequence itself is masked as written, and as others decode it", arguments: [
        ("tok_9f%41Xq7Lm2Rw8Zp", "Bad credentials: tok_9f%41Xq7Lm2Rw8Zp", "Bad credentials: ********"),
        ("tok_9f&#65;Xq7Lm2Rw8", "x tok_9f&#65;Xq7Lm2Rw8 y", "x ******** y"),
        ("ghp_SECRETTOKEN1234567890abcdef", "a ghp_SECRET\u{1B}(BTOKEN1234567890abcdef b", "a ******** b"),
        // The prefix disguised by a name the display leaves as it is: the secret is masked alone.
        ("ghp_SECRETTOKEN1234567890abcdef", "a ghp&lowbar;SECRETTOKEN1234567890abcdef b", "a ghp&lowbar;******** b"),
        // Nested entities: `&amp;` read first, then the number it leaves.
        ("ghp_SECRETTOKEN1234567890abcdef", "a &amp;#103;hp_SECRETTOKEN1234567890abcdef b", "a ******** b"),
    ])
    func masks(token: String, text: String, expected: String) {
        #expect(TokenMask.masked(text, token: token, with: "********") == expected)
    }

    @Test("text without the token is returned as it is")
    func clean() {
        #expect(TokenMask.masked("100% of &#65; is fine", token: "tok_9f%41Xq7Lm2Rw8Zp", with: "********") == "100% of &#65; is fine")
    }
}
