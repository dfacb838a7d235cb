import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("URLUserInfoMask")
struct URLUserInfoMaskTests {
    @Test("masks user info in every URL of a text, and nothing else", arguments: [
        ("> GET http://me:hunter2@127.0.0.1:9/search", "> GET http://***@127.0.0.1:9/search"),
        ("https://token@ghe.example.com/api/v3 and https://a:b@c.example", "https://***@ghe.example.com/api/v3 and https://***@c.example"),
        ("https://github.com/octo-org/rocket?q=a@b", "https://github.com/octo-org/rocket?q=a@b"),
        ("mail me@example.com", "mail me@example.com"),
    ])
    func masks(text: String, expected: String) {
        #expect(URLUserInfoMask.masked(text) == expected)
    }

    @Test("a transport error quoting a URL loses its password before it becomes an error view")
    func transportErrors() {
        #expect(RemoteLoadError(NetworkError.transport("cannot reach http://me:pw@127.0.0.1:9/x")) == .unreachable("cannot reach http://***@127.0.0.1:9/x"))
    }
}
