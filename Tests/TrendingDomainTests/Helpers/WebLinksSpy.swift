import Foundation
import TrendingDomain

/// A web-link rule that records each page asked for and answers a page made from the name.
final class WebLinksSpy: RepoWebLinks, @unchecked Sendable {
    enum Message: Equatable { case page(RepoName, claimed: URL?) }

    private let lock = NSLock()
    private var _messages: [Message] = []

    var messages: [Message] { lock.withLock { _messages } }

    func page(for name: RepoName, claimed: URL?) -> URL {
        lock.withLock { _messages.append(.page(name, claimed: claimed)) }
        return URL(string: "https://pages.example/\(name.key)")!
    }

    func link(forHomepage homepage: String) -> URL? {
        nil
    }
}
