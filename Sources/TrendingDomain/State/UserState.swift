#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo the user follows, with the last details known for it (none until it has been seen).
public struct Bookmark: Equatable, Sendable {
    public let name: RepoName
    public let addedAt: Date
    public var details: Repo?

    public init(name: RepoName, addedAt: Date, details: Repo? = nil) {
        self.name = name
        self.addedAt = addedAt
        self.details = details
    }
}

/// A repo the user dismissed: it never appears in lists again until unhidden.
public struct HiddenRepo: Equatable, Sendable {
    public let name: RepoName
    public let hiddenAt: Date

    public init(name: RepoName, hiddenAt: Date) {
        self.name = name
        self.hiddenAt = hiddenAt
    }
}

/// One row of the last list shown, so `open 3` and `hide --all` mean what the user saw.
public struct ShownRepo: Equatable, Sendable {
    public let name: RepoName
    /// The page's URL as the list had it. Parsed when something opens it, not when the state
    /// is read: a list reads a hundred of these and opens none (#13).
    public let urlText: String

    /// `urlText` as a URL, nil when it is none (a hand-edited file): the page is then derived
    /// from the name, as for any URL that fails `RepoWebLinks`' rule.
    public var url: URL? { URL(string: urlText) }

    public init(name: RepoName, url: URL) {
        self.init(name: name, urlText: url.absoluteString)
    }

    public init(name: RepoName, urlText: String) {
        self.name = name
        self.urlText = urlText
    }
}

/// Everything the user has told `trending` or been shown: kept across runs, apart from the cache.
public struct UserState: Equatable, Sendable {
    /// The most repos remembered as seen; the longest-seen are forgotten first.
    public static let seenLimit = 20_000

    /// By `RepoName.key`.
    public var bookmarks: [String: Bookmark]
    public var hidden: [String: HiddenRepo]
    /// When each repo was first shown, by key.
    public var seen: [String: Date]
    public var lastShown: [ShownRepo]

    public init(
        bookmarks: [String: Bookmark] = [:], hidden: [String: HiddenRepo] = [:], seen: [String: Date] = [:],
        lastShown: [ShownRepo] = []
    ) {
        self.bookmarks = bookmarks
        self.hidden = hidden
        self.seen = seen
        self.lastShown = lastShown
    }

    /// Marks repos as seen (keeping the first time), forgetting the oldest beyond `seenLimit`.
    public mutating func markSeen(_ names: [RepoName], at date: Date) {
        for name in names where seen[name.key] == nil {
            seen[name.key] = date
        }
        guard seen.count > Self.seenLimit else { return }
        let oldest = seen.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(seen.count - Self.seenLimit)
        for (key, _) in oldest { seen[key] = nil }
    }

    /// Only what concerns the repos keyed `keys`, of seen times and bookmarks; hidden repos and
    /// the last list whole.
    public func restricted(to keys: Set<String>) -> UserState {
        UserState(
            bookmarks: bookmarks.filter { keys.contains($0.key) }, hidden: hidden,
            seen: seen.filter { keys.contains($0.key) }, lastShown: lastShown
        )
    }

    /// A bookmark kept under `old`, a name GitHub now answers as `new` (a rename), moves to `new`
    /// with its date (the older one when `new` is bookmarked too); a repo hidden under `old` stays
    /// hidden under `new`. A `new` GitHub cannot have (a hostile answer) is not followed: no one
    /// could unbookmark or unhide it.
    public mutating func followRename(from old: RepoName, to new: RepoName) {
        guard old.key != new.key, new.isGitHubName else { return }
        if let moved = hidden.removeValue(forKey: old.key) {
            hidden[new.key] = HiddenRepo(name: new, hiddenAt: min(moved.hiddenAt, hidden[new.key]?.hiddenAt ?? moved.hiddenAt))
        }
        // Seen under its old name, it is no new repo under the new one.
        if let seenAt = seen.removeValue(forKey: old.key) { seen[new.key] = min(seenAt, seen[new.key] ?? seenAt) }
        guard let moved = bookmarks.removeValue(forKey: old.key) else { return }
        let addedAt = min(moved.addedAt, bookmarks[new.key]?.addedAt ?? moved.addedAt)
        bookmarks[new.key] = Bookmark(name: new, addedAt: addedAt, details: bookmarks[new.key]?.details)
    }

    /// Refreshes bookmarked repos' details from fresher data, and their names to GitHub's case
    /// (`TREND-OWNER2/trend-repo2` typed is stored as GitHub spells it once a list or show knows it).
    public mutating func refreshBookmarks(with repos: [Repo]) {
        for repo in repos {
            guard let bookmark = bookmarks[repo.repoName.key] else { continue }
            bookmarks[repo.repoName.key] = Bookmark(name: repo.repoName, addedAt: bookmark.addedAt, details: repo)
        }
    }
}
