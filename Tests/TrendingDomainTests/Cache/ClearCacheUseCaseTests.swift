import Foundation
import Testing
import TrendingDomain

@Suite("ClearCacheUseCase")
struct ClearCacheUseCaseTests {
    @Test("deletes every cache file, in the order listed, and counts them")
    func clears() throws {
        let (sut, files) = makeSUT(keys: ["search-a.json", "repo-b.json"])

        #expect(try sut.execute() == ClearedCache(removed: 2))
        #expect(files.messages == [.keys, .delete("search-a.json"), .delete("repo-b.json")])
    }

    @Test("an empty cache deletes nothing")
    func empty() throws {
        let (sut, files) = makeSUT(keys: [])

        #expect(try sut.execute() == ClearedCache(removed: 0))
        #expect(files.messages == [.keys])
    }

    @Test("stops at the first file that cannot be listed or deleted, with its reason")
    func failures() {
        let (listing, unlisted) = makeSUT(keys: ["search-a.json"])
        unlisted.keysError = .io(.test("cannot list /c: permission denied"))
        #expect(throws: CacheError.io(.test("cannot list /c: permission denied"))) { try listing.execute() }
        #expect(unlisted.messages == [.keys])

        let (deleting, files) = makeSUT(keys: ["search-a.json", "repo-b.json", "stars-c.json"])
        files.deleteErrors = ["repo-b.json": .io(.test("cannot delete /c/repo-b.json: busy"))]
        #expect(throws: CacheError.io(.test("cannot delete /c/repo-b.json: busy"))) { try deleting.execute() }
        #expect(files.messages == [.keys, .delete("search-a.json"), .delete("repo-b.json")])
    }

    // MARK: - Helpers

    private func makeSUT(keys: [String]) -> (ClearCacheUseCase, CacheFilesSpy) {
        let files = CacheFilesSpy(keys: keys)
        return (ClearCacheUseCase(files: files), files)
    }
}
