import TrendingDomain

/// What each state file holds, in words, so a message names what was actually affected: the
/// stores report the file (`state.json`, `history.json`, `trending-page.json`), not its meaning.
enum StateFileWords {
    /// The file a store named, by its name: `history.json` from `/…/history.json.corrupt-1`.
    private static func fileName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let file = name.components(separatedBy: ".corrupt-").first ?? name
        // Another API server's page memory (`127.0.0.1-8080-trending-page.json`) holds the same.
        return file.hasSuffix("-trending-page.json") ? "trending-page.json" : file
    }

    /// "Your saved state", "Your star snapshots": the file's content as the subject of a sentence.
    private static func subject(_ file: String) -> String {
        switch fileName(file) {
        case "history.json": "Your star snapshots"
        case "trending-page.json": "The memory of GitHub's trending page"
        default: "Your saved state"
        }
    }

    /// What a list could not save, by the file its store named (a temp file's name holds the
    /// file's): the star snapshots, the page memory, or what was shown (the state, or the lock
    /// they share).
    static func notSaved(_ error: StateError) -> String {
        let path: String? = switch error {
        case .io(.failed(_, let path, _)): path
        case .notEncoded(let file, _), .notChanged(let file), .notMovedAside(let file, _): file
        default: nil
        }
        let name = path.map(fileName) ?? ""
        if name.contains("history.json") { return "Could not save your star snapshots" }
        if name.contains("trending-page.json") { return "Could not save the memory of GitHub's trending page" }
        return "Could not remember what was shown"
    }

    /// What the file holds, said beside its name.
    private static func holds(_ file: String) -> String {
        switch fileName(file) {
        case "history.json": "star snapshots"
        case "trending-page.json": "the memory of GitHub's trending page"
        default: "bookmarks, hidden and seen repos"
        }
    }

    /// A corrupt file moved aside: what it held, where it went, and what starts over.
    static func movedAside(_ movedTo: String, file: String? = nil) -> String {
        switch fileName(file ?? movedTo) {
        case "history.json":
            "Your star snapshots (history.json) were unreadable; the file was moved to \(movedTo); snapshots start over."
        case "trending-page.json":
            "The memory of GitHub's trending page (trending-page.json) was unreadable; the file was moved to \(movedTo); it starts over."
        default:
            "Your saved state was unreadable; it was moved to \(movedTo) and state starts empty."
        }
    }

    /// A file of a newer release met by a run that goes on: it is left alone, and what goes without it.
    static func newerFormatWarning(file: String, version: Int) -> String {
        let without = switch fileName(file) {
        case "history.json": "no snapshot is read or taken"
        case "trending-page.json": "GitHub's page is not remembered"
        default: "hidden repos may show and nothing is remembered as seen"
        }
        return "\(file) (\(holds(file))) was written by a newer release (format \(version)); it is left alone, and \(without) until trending is upgraded."
    }

    /// A file of a newer release that stopped a command: it is left alone, never overwritten.
    static func newerFormatError(file: String, version: Int) -> ErrorViewModel {
        ErrorViewModel(
            title: "\(subject(file)) \(fileName(file) == "history.json" ? "are" : "is") from a newer trending",
            message: "\(file) (\(holds(file))) was written by a newer release (format \(version)); it is left alone, not overwritten.",
            hint: "Upgrade trending to use it."
        )
    }

    /// `--new-only` with the state that says what was shown unreadable: nothing is listed.
    static func seenUnreadable(_ error: StateError) -> ErrorViewModel {
        let why = if case .newerFormat(let file, let version) = error {
            "The file \(file) was written by a newer release (format \(version))"
        } else {
            error.message.prefix(1).uppercased() + error.message.dropFirst()
        }
        return ErrorViewModel(
            title: "Could not read what was shown before",
            message: "\(why). --new-only lists only repos no list has shown, so it lists nothing rather than everything again.",
            hint: "Upgrade trending, or mend or move the file ($XDG_STATE_HOME/trending, default ~/.local/state/trending); or run without --new-only."
        )
    }
}
