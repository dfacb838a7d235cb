/// `--spoken-language`: GitHub's trending page's `spoken_language_code`, two or three letters
/// (ISO 639-1, as the page's menu uses: `en`, `zh`), kept lower case.
struct SpokenLanguageCode: ArgumentValue, Equatable {
    static let valueName = "CODE"
    static let expectation = "a language code such as en or zh"
    let code: String

    init?(argument: String) {
        let letters = argument.utf8
        guard (2...3).contains(letters.count),
              letters.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }) else { return nil }
        code = argument.lowercased()
    }

    var argumentText: String { code }
}
