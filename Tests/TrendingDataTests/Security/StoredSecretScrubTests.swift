import Foundation
import Testing
import TrendingData

/// The token is never stored, whatever text a server quoted it in.
@Suite("StoredSecretScrub")
struct StoredSecretScrubTests {
    static let token = "ghp_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12"

    @Test("every copy of the token, in any case, becomes ********; the rest is kept byte for byte")
    func masksEveryCopy() {
        let text = #"{"d":"\#(Self.token) and \#(Self.token.uppercased())\#(Self.token)","n":12}"#

        let scrubbed = String(decoding: StoredSecretScrub.scrubbed(Data(text.utf8), secret: Self.token), as: UTF8.self)

        #expect(scrubbed == #"{"d":"******** and ****************","n":12}"#)
    }

    @Test("a part of the token (8 letters of its secret in a row, in any case) is never stored either")
    func masksParts() {
        let cut = String(Self.token.dropLast(1)), end = String(Self.token.suffix(12)).uppercased()
        let text = #"{"d":"quoted \#(cut)","e":"\#(end)","n":12}"#

        let scrubbed = String(decoding: StoredSecretScrub.scrubbed(Data(text.utf8), secret: Self.token), as: UTF8.self)

        #expect(scrubbed == #"{"d":"quoted ghp_********","e":"********","n":12}"#)
    }

    @Test("data without the token is returned as it is")
    func leavesCleanData() {
        let data = Data(#"{"d":"ghp_S3cr3t, but not all of it"}"#.utf8)
        #expect(StoredSecretScrub.scrubbed(data, secret: Self.token) == data)
        #expect(StoredSecretScrub.scrubbed(Data("ghp".utf8), secret: Self.token) == Data("ghp".utf8))
    }

    @Test("a token of any shape is masked in string values only: numbers, keys and the file's syntax are never touched", arguments: [
        "12345678", "1234567890123456789012345678901234567890", "1.5e-100", "stargazers_count", "ghp_test1234",
    ])
    func onlyStringValues(secret: String) throws {
        let text = #"{"stargazers_count":12345678,"x":1.5e-100,"d":"you sent \#(secret)","n":1234567890123456789012345678901234567890}"#

        let scrubbed = StoredSecretScrub.scrubbed(Data(text.utf8), secret: secret)

        let object = try #require(try JSONSerialization.jsonObject(with: scrubbed) as? [String: Any])
        #expect(object["d"] as? String == "you sent ********", "\(String(decoding: scrubbed, as: UTF8.self))")
        #expect(object["stargazers_count"] as? Int == 12345678)
        #expect(Set(object.keys) == ["stargazers_count", "x", "d", "n"])
    }

    @Test("a key holding the token (a hostile repo's name keys its snapshots) is masked too, when the token is longer than any key of the file's own")
    func keys() throws {
        let text = #"{"o/\#(Self.token)":[1,2],"o/ghp_test1234":[3]}"#

        let long = StoredSecretScrub.scrubbed(Data(text.utf8), secret: Self.token)
        let short = StoredSecretScrub.scrubbed(Data(text.utf8), secret: "ghp_test1234")

        #expect(String(decoding: long, as: UTF8.self) == #"{"o/********":[1,2],"o/ghp_test1234":[3]}"#)
        #expect(short == Data(text.utf8), "a short value may be a key of the file's own: left as it is")
    }

    @Test("a value under 8 characters is no token to look for")
    func short() {
        let data = Data(#"{"d":"secret"}"#.utf8)
        #expect(StoredSecretScrub.scrubbed(data, secret: "secret") == data)
    }

    @Test("a FileSystemStorage given the token writes no copy of it")
    func storageNeverStoresIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = FileSystemStorage(directory: folder, neverStore: Self.token)

        try sut.write(Data(#"{"said":"\#(Self.token)"}"#.utf8), to: "a.json")

        #expect(try sut.read("a.json") == Data(#"{"said":"********"}"#.utf8))
    }

    @Test("a copy in disguise, which the screen would mask, is masked in the file too; the rest of the string is kept", arguments: [
        // Split by zero-width spaces and a soft hyphen, as JSON writes them (raw UTF-8) and escapes them.
        "g\u{200B}h\u{200B}p_S3cr3tT0ken\u{00AD}AbCdEfGhIjKlMnOpQrStUv12",
        #"ghp_S3cr3tT0ken\u200bAbCdEfGhIjKlMnOpQrStUv12"#,
        // Split by an escape sequence (written escaped), percent-encoded, as entities, fullwidth.
        #"ghp_S3cr3tT0ken\u001b[0mAbCdEfGhIjKlMnOpQrStUv12"#,
        "ghp_S3cr3tT0ken%1B%5B0mAbCdEfGhIjKlMnOpQrStUv12", "ghp_S3cr3tT0ken\u{7F}AbCdEfGhIjKlMnOpQrStUv12",
        "%67%68%70_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12",
        "&#103;&#104;&#112;_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12",
        "ｇｈｐ＿S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12",
        // Circled, squared and parenthesized letters and digits, regional indicators (bb33 l-D4).
        "ⓖⓗⓟ_Ⓢ③ⓒⓡ③ⓣⓉ⓪ⓚⓔⓝAbCdEfGhIjKlMnOpQrStUv12",
        "🄶🄷🄿_🅂3🄲🅁3🅃🅃0🄺🄴🄽AbCdEfGhIjKlMnOpQrStUv12",
        "⒢⒣⒫_S⑶cr⑶tT0kenAbCdEfGhIjKlMnOpQrStUv12",
        "🅶🅷🅿_S3cr3tT0ken🅐🅑🅒🅓🅔🅕GhIjKlMnOpQrStUv12",
        "🇬🇭🇵_S3cr3tT0kenAbCdEfGhIjKlMnOpQrStUv12",
        "ghp_S🯳cr3tT🄋kenAbCdEfGhIjKlMnOpQrStUv①②",
    ])
    func disguisedCopies(copy: String) throws {
        let text = #"{"d":"see \#(copy) \"quoted\" \u00e9\/x","n":1}"#

        let scrubbed = StoredSecretScrub.scrubbed(Data(text.utf8), secret: Self.token)

        let object = try #require(try JSONSerialization.jsonObject(with: scrubbed) as? [String: Any], "\(String(decoding: scrubbed, as: UTF8.self))")
        #expect(object["d"] as? String == "see ******** \"quoted\" é/x", "\(String(decoding: scrubbed, as: UTF8.self))")
        #expect(object["n"] as? Int == 1)
    }

    @Test("a string with escapes but no copy is left byte for byte")
    func escapesWithoutCopy() {
        let data = Data(#"{"d":"caf\u00e9 \u001b[0m \"q\" 100% & more \ud83d\ude00","u":"https:\/\/github.com\/o\/r"}"#.utf8)
        #expect(StoredSecretScrub.scrubbed(data, secret: Self.token) == data)
    }

    @Test("a key naming the token (a hostile repo's name keys its cached history) is kept under a file name without it")
    func fileNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = FileSystemStorage(directory: folder, neverStore: Self.token)
        let key = "127.0.0.1-80-stars-mallory--\(Self.token.lowercased()).json"

        try sut.write(Data("{}".utf8), to: key)

        #expect(try sut.read(key) == Data("{}".utf8), "read back by the same key")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["127.0.0.1-80-stars-mallory--token-masked.json"])
        #expect(try sut.keys() == ["127.0.0.1-80-stars-mallory--token-masked.json"])
        try sut.delete(key)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        // A part of it (8 or more of its secret's letters in a row) is no more kept in a name.
        let part = "127.0.0.1-80-stars-mallory--x\(Self.token.dropFirst(6).prefix(12)).json"
        try sut.write(Data("{}".utf8), to: part)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["127.0.0.1-80-stars-mallory--xtoken-masked.json"])
    }
}
