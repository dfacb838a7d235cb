/// Which files in a folder the caches wrote: `cache clear` removes these and nothing else, so
/// user state survives even when the cache and state folders are one.
public enum CacheFileNames {
    /// What every file of an API server's own begins with (`ghe.example.com-api-v3-`): nothing
    /// for github.com. One rule for every cache file and the page memory, so servers never share one.
    static func prefix(scope: String) -> String {
        scope.isEmpty ? "" : LocalTrendingCache.slug(scope.lowercased()) + "-"
    }

    /// A list (`[SCOPE-]search-….json`), a repo's details (`[SCOPE-]repo-….json`), its star
    /// history (`[SCOPE-]stars-….json`), the star-history endpoint's status
    /// (`[SCOPE-]star-history-status.json`), a trending page's rows (`[SCOPE-]page-….json`), or a
    /// corrupt copy of any moved aside (`….json.corrupt-…`).
    public static func isCacheFile(_ key: String) -> Bool {
        var name = Substring(key)
        if let backup = name.firstRange(of: ".json.corrupt-") { name = name[..<backup.lowerBound] + ".json" }
        guard name.hasSuffix(".json") else { return false }
        let stem = name.dropLast(5)
        // The trending page's memory (`[HOST-PORT-]trending-page.json`) is state, whatever its
        // host's name begins with (`page-mirror.example`).
        if stem == "trending-page" || stem.hasSuffix("-trending-page") { return false }
        if stem == "star-history-status" || stem.hasSuffix("-star-history-status") { return true }
        if stem == "limit-search" || stem.hasSuffix("-limit-search") { return true }
        // Each kind by the shape of what follows it, so a file of the user's that merely holds
        // the word (`my-repo-list.json`, `search-notes.json`) is never taken (bb37 a2-D1).
        let kinds: [(String, (Substring) -> Bool)] = [
            ("search-", { rest in ["daily", "weekly", "monthly"].contains { rest == $0 || rest.hasPrefix($0 + "-") } }),
            ("repo-", { $0.contains("--") }), ("stars-", { $0.contains("--") }),
            ("page-", { rest in rest == "wait" || ["_2ftrending", "rows-_2ftrending"].contains { rest.lowercased().hasPrefix($0) } }),
        ]
        return kinds.contains { kind, follows in
            stem.ranges(of: kind).contains { found in
                (found.lowerBound == stem.startIndex || stem[stem.index(before: found.lowerBound)] == "-") && follows(stem[found.upperBound...])
            }
        }
    }
}
