import Foundation
import Testing
import TrendingData
import TrendingDomain

@Suite("LocalCacheFiles")
struct LocalCacheFilesTests {
    @Test("lists only the files the caches wrote, never the user's state beside them")
    func listsCacheFilesOnly() throws {
        let cacheFiles = [
            "search-daily-all.json", "127.0.0.1-8080-repo-o--r.json", "stars-o--r.json", "star-history-status.json", "search-weekly-all.json.corrupt-1795435200",
        ]
        let others = ["state.json", "history.json", "state.json.lock", "notes.txt", "my-repo-list.json"]
        let storage = InMemoryStorage(files: Dictionary(uniqueKeysWithValues: (cacheFiles + others).map { ($0, Data()) }))
        let sut = LocalCacheFiles(storage: storage)

        #expect(try sut.keys().sorted() == cacheFiles.sorted())
    }

    @Test("a folder moved aside where a cache file was is no file of the cache's: cache clear goes on, keeps it and names it")
    func foldersAreNoKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("search-daily-all.json.corrupt-1795435200"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("search-weekly-all.json"))
        let sut = LocalCacheFiles(storage: FileSystemStorage(directory: folder))

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my-notes"), withIntermediateDirectories: true)
        #expect(try sut.keys() == ["search-weekly-all.json"])
        // Kept, and named: only the cache's own names (never another folder of the user's).
        #expect(try ClearCacheUseCase(files: sut).execute() == ClearedCache(removed: 1, keptFolders: ["search-daily-all.json.corrupt-1795435200"]))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("search-daily-all.json.corrupt-1795435200").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("search-weekly-all.json").path))
    }

    @Test("deletes through the storage, and words its failure as a cache error")
    func deletes() throws {
        let storage = InMemoryStorage(files: ["search-daily.json": Data()])
        let sut = LocalCacheFiles(storage: storage)

        try sut.delete("search-daily.json")

        #expect(storage.files.isEmpty)
        #expect(storage.messages == [.delete("search-daily.json")])
        #expect(throws: CacheError.io(.invalidKey("a/b"))) { try sut.delete("a/b") }
    }
}
