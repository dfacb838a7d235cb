import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

@Suite("CacheFileNames: what cache clear may remove")
struct CacheFileNamesTests {
    @Test("cache files", arguments: ["search-daily-all.json", "ghe.example.com-api-v3-search-weekly-lang-swift.json",
                                     "repo-octo-org--rocket.json", "127.0.0.1-8080-repo-a--b.json", "search-daily-all.json.corrupt-1795435200-2",
                                     "stars-octo-org--rocket.json", "127.0.0.1-8080-stars-a--b.json", "stars-a--b.json.corrupt-1795435200",
                                     "star-history-status.json", "127.0.0.1-8080-star-history-status.json",
                                     "limit-search.json", "127.0.0.1-8080-limit-search.json", "page-wait.json", "127.0.0.1-8080-page-wait.json",
                                     "page-_2Ftrending.json", "page-_2Ftrending_2Fdevelopers_3Fsince_3Dweekly.json",
                                     "127.0.0.1-8080-page-rows-_2Ftrending-c4a1.json", "search-monthly-any-age-all.json"])
    func cache(key: String) {
        #expect(CacheFileNames.isCacheFile(key))
    }

    @Test("never state", arguments: ["state.json", "history.json", "state.json.corrupt-1795435200", "history.json.corrupt-1", "notes.txt", ".lock",
                                     // The trending page's memory, whatever its host's name begins with.
                                     "trending-page.json", "page-mirror.localhost-8080-trending-page.json", "search.example-443-trending-page.json",
                                     // A user's own files that merely hold a kind's word (bb37 a2-D1).
                                     "my-repo-list.json", "state-repo-copy.json", "search-notes.json", "page-notes.json", "stars-i-gave.json"])
    func state(key: String) {
        #expect(!CacheFileNames.isCacheFile(key))
    }
}
