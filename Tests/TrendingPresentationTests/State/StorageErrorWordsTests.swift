import Testing
import TrendingDomain
import TrendingPresentation

/// The stores report what failed as values; these are the words Presentation gives each.
@Suite("Storage error words")
struct StorageErrorWordsTests {
    @Test("every state failure reads as one line naming the file", arguments: [
        (StateError.io("cannot read /s/state.json: Permission denied"), "cannot read /s/state.json: Permission denied"),
        (.busy("another trending holds the lock"), "another trending holds the lock"),
        (.notMovedAside(file: "state.json", reason: "read-only folder"), "state.json is unreadable and could not be moved aside: read-only folder"),
        (.newerFormat(file: "state.json", version: 2), "state.json was written by a newer trending (format 2); upgrade trending to use it"),
        (.notEncoded(file: "history.json", reason: "NaN"), "cannot encode history.json: NaN"),
        (.notChanged(file: "state.json"), "state.json was not changed"),
    ])
    func state(error: StateError, words: String) {
        #expect(error.message == words)
    }

    @Test("every cache failure reads as one line", arguments: [
        (CacheError.corrupt(movedTo: "/c/a.json.corrupt"), "the cache was unreadable and was moved to /c/a.json.corrupt"),
        (.io("cannot write /c/a.json: No space left on device"), "cannot write /c/a.json: No space left on device"),
        (.notMovedAside(key: "a.json", reason: "read-only folder"), "the cache file a.json is unreadable and could not be moved aside: read-only folder"),
        (.notEncoded("NaN"), "cannot encode the cache: NaN"),
    ])
    func cache(error: CacheError, words: String) {
        #expect(error.message == words)
    }
}
