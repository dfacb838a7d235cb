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

    @Test("data without the token is returned as it is")
    func leavesCleanData() {
        let data = Data(#"{"d":"ghp_S3cr3t, but not all of it"}"#.utf8)
        #expect(StoredSecretScrub.scrubbed(data, secret: Self.token) == data)
        #expect(StoredSecretScrub.scrubbed(Data("ghp".utf8), secret: Self.token) == Data("ghp".utf8))
    }

    @Test("a value no token has the shape of is never looked for: it could match a number or the file's syntax", arguments: [
        "12345678", "1.5e-100", "short", #"ab","c":"d"#,
    ])
    func notAToken(secret: String) {
        let data = Data(#"{"stars":12345678,"x":1.5e-100,"y":"short","ab","c":"d"}"#.utf8)
        #expect(StoredSecretScrub.scrubbed(data, secret: secret) == data)
    }

    @Test("a FileSystemStorage given the token writes no copy of it")
    func storageNeverStoresIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = FileSystemStorage(directory: folder, neverStore: Self.token)

        try sut.write(Data("said \(Self.token)".utf8), to: "a.json")

        #expect(try sut.read("a.json") == Data("said ********".utf8))
    }
}
