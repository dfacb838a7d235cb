import Testing
import TrendingDomain
import TrendingPresentation

/// The stores report what failed as values; these are the words Presentation gives each.
@Suite("Storage error words")
struct StorageErrorWordsTests {
    @Test("every state failure reads as one line naming the file", arguments: [
        (StateError.io(.failed(.read, path: "/s/state.json", reason: "Permission denied")), "cannot read /s/state.json: Permission denied"),
        (.busy(.lockHeld(path: "/s/.lock", seconds: 10)), "another trending process has held /s/.lock for over 10 s"),
        (.notMovedAside(file: "state.json", reason: .failed(.moveAside, path: "/s/state.json", reason: "Read-only file system")),
         "state.json is unreadable and could not be moved aside: cannot move /s/state.json aside: Read-only file system"),
        (.newerFormat(file: "state.json", version: 2), "state.json was written by a newer trending (format 2); upgrade trending to use it"),
        (.notEncoded(file: "history.json", reason: "NaN"), "cannot encode history.json: NaN"),
        (.notChanged(file: "state.json"), "state.json was not changed"),
        (.failedAfterMovingAside(movedTo: "/s/state.json.corrupt-1", .io(.failed(.write, path: "/s/state.json", reason: "No space left on device"))),
         "cannot write /s/state.json: No space left on device; the unreadable file was moved to /s/state.json.corrupt-1 first"),
    ])
    func state(error: StateError, words: String) {
        #expect(error.message == words)
    }

    @Test("every cache failure reads as one line", arguments: [
        (CacheError.corrupt(movedTo: "/c/a.json.corrupt"), "the cache was unreadable and was moved to /c/a.json.corrupt"),
        (.io(.failed(.write, path: "/c/a.json", reason: "No space left on device")), "cannot write /c/a.json: No space left on device"),
        (.notMovedAside(key: "a.json", reason: .tooManyBackups(path: "/c/a.json", count: 1000)),
         "the cache file a.json is unreadable and could not be moved aside: cannot move /c/a.json aside: 1000 backups of it already exist"),
        (.notEncoded("NaN"), "cannot encode the cache: NaN"),
    ])
    func cache(error: CacheError, words: String) {
        #expect(error.message == words)
    }

    @Test("every storage failure reads as the file system's one line, naming the path", arguments: [
        (StorageFailure.failed(.read, path: "/s/a", reason: "Permission denied"), "cannot read /s/a: Permission denied"),
        (.failed(.write, path: "/s/a", reason: "No space left on device"), "cannot write /s/a: No space left on device"),
        (.failed(.flush, path: "/s/a", reason: "I/O error"), "cannot flush /s/a: I/O error"),
        (.failed(.replace, path: "/s/a", reason: "Permission denied"), "cannot replace /s/a: Permission denied"),
        (.failed(.delete, path: "/s/a", reason: "Permission denied"), "cannot delete /s/a: Permission denied"),
        (.failed(.moveAside, path: "/s/a", reason: "Read-only file system"), "cannot move /s/a aside: Read-only file system"),
        (.failed(.list, path: "/s", reason: "Permission denied"), "cannot list /s: Permission denied"),
        (.failed(.createFolder, path: "/s", reason: "Permission denied"), "cannot create /s: Permission denied"),
        (.failed(.lock, path: "/s/.lock", reason: "No locks available"), "cannot lock /s/.lock: No locks available"),
        (.failed(.openLock, path: "/s/.lock", reason: "Permission denied"), "cannot open the lock /s/.lock: Permission denied"),
        (.tooManyBackups(path: "/s/a", count: 1000), "cannot move /s/a aside: 1000 backups of it already exist"),
        (.invalidKey(".."), "invalid storage key '..'"),
        (.notRegularFile(path: "/s/a", kind: .fifo), "/s/a is a FIFO, not a regular file"),
        (.notRegularFile(path: "/s/a", kind: .folder), "/s/a is a folder, not a regular file"),
        (.notRegularFile(path: "/s/a", kind: .device), "/s/a is a device, not a regular file"),
        (.notRegularFile(path: "/s/a", kind: .socket), "/s/a is a socket, not a regular file"),
        (.notRegularFile(path: "/s/a", kind: .unknown), "/s/a is of an unknown kind, not a regular file"),
        (.tooLarge(path: "/s/a", bytes: 70_000_000, limitMiB: 64), "/s/a is 70000000 bytes, past the 64 MiB a trending file can be"),
        (.lockIsSymbolicLink(path: "/s/.lock"), "the lock file /s/.lock is a symbolic link; trending refuses to follow it (remove it and try again)"),
        (.lockNotRegularFile(path: "/s/.lock"), "the lock file /s/.lock is not a regular file; trending refuses to lock it (remove it and try again)"),
        (.lockHeld(path: "/s/.lock", seconds: 10), "another trending process has held /s/.lock for over 10 s"),
        (.lockHeld(path: "/s/.lock", seconds: 0.5), "another trending process has held /s/.lock for over 0.5 s"),
    ])
    func storage(failure: StorageFailure, words: String) {
        #expect(failure.message == words)
    }
}
