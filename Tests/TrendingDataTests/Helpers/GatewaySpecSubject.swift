import Foundation
import Testing
import TrendingData
import TrendingDomain

/// What a domain gateway's spec runs against: the real store, over a file client in a fresh
/// temp folder, or the in-memory spy the use-case tests use.
enum GatewaySpecSubject: String, CaseIterable, CustomTestStringConvertible {
    case local, inMemory
    var testDescription: String { rawValue }
}

/// Runs `body` with a file client in a fresh temp folder, removed after.
func withTemporaryStorage(_ body: (FileSystemStorage) throws -> Void) throws {
    let root = makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try body(FileSystemStorage(directory: root.appendingPathComponent("trending")))
}

/// A user state with something in every member: bookmarks with and without details, a hidden
/// repo, seen times and a last list.
func fullState() -> UserState {
    let a = RepoName(owner: "Octo-Org", name: "rocket")
    let b = RepoName(owner: "b", name: "two")
    return UserState(
        bookmarks: [a.key: Bookmark(name: a, addedAt: referenceNow, details: anyRepo(id: 7)), b.key: Bookmark(name: b, addedAt: referenceNow.addingTimeInterval(1))],
        hidden: [b.key: HiddenRepo(name: b, hiddenAt: referenceNow.addingTimeInterval(0.5))],
        seen: [a.key: referenceNow, "c/three": referenceNow.addingTimeInterval(-100)],
        lastShown: [ShownRepo(name: a, url: URL(string: "https://github.com/Octo-Org/rocket")!)]
    )
}
