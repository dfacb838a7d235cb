import Testing
import TrendingPresentation

@Suite("RepeatedFlags, the flags a hint's command repeats")
struct RepeatedFlagsTests {
    @Test("none: the command as it is; --api-url typed: repeated after the words, in double quotes where a shell needs them")
    func commands() {
        #expect(RepeatedFlags.none.command("show o/r --refresh") == "trending show o/r --refresh")
        #expect(RepeatedFlags.none.command("") == "trending")
        let plain = RepeatedFlags(apiURL: "http://127.0.0.1:8080/api/v3")
        #expect(plain.command("--refresh") == "trending --refresh --api-url http://127.0.0.1:8080/api/v3")
        let odd = RepeatedFlags(apiURL: #"https://ghe.example.com/a b?x=1&y='2'&z="$3""#)
        #expect(odd.command("") == #"trending --api-url "https://ghe.example.com/a b?x=1&y='2'&z=\"\$3\"""#)
    }
}
