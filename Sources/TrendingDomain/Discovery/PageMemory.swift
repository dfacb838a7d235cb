#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repo's latest sighting on GitHub's trending page.
public struct PageSighting: Equatable, Sendable {
    /// The repo as the page (and the search that completed it) showed it then.
    public let repo: Repo
    public let at: Date
    public let period: TrendingPeriod
    /// The page's language (`/trending/LANGUAGE`); nil for every language.
    public let language: String?
    public let rank: Int
    /// The page's spoken-language filter (`spoken_language_code`); nil for GitHub's page itself.
    public let spokenLanguage: String?
    /// When a search last counted `repo`'s stars and forks: a sighting's `at` is the page's last
    /// listing, counted or not. Nil in files written before it was kept.
    public let countedAt: Date?

    public init(
        repo: Repo, at: Date, period: TrendingPeriod, language: String?, rank: Int, spokenLanguage: String? = nil, countedAt: Date? = nil
    ) {
        self.repo = repo
        self.at = at
        self.period = period
        self.language = language
        self.rank = rank
        self.spokenLanguage = spokenLanguage
        self.countedAt = countedAt
    }
}

/// A read of one of GitHub's trending pages: which page, and when.
public struct PageRead: Equatable, Sendable {
    public let period: TrendingPeriod
    public let language: String?
    public let spokenLanguage: String?
    public let at: Date

    public init(period: TrendingPeriod, language: String?, spokenLanguage: String? = nil, at: Date) {
        self.period = period
        self.language = language
        self.spokenLanguage = spokenLanguage
        self.at = at
    }

    /// Whether this is a read of `period`'s page for `language` (any case) and `spokenLanguage`.
    func isRead(of period: TrendingPeriod, language: String?, spokenLanguage: String?) -> Bool {
        self.period == period && self.language?.lowercased() == language?.lowercased() && self.spokenLanguage == spokenLanguage
    }
}

/// What this machine remembers of GitHub's trending page: the repos it listed lately, so they
/// stay candidates after they leave it (many keep gaining), and `show` can say where one was
/// last seen. Bounded: 30 days, at most `maxRepos`, the least recently seen forgotten first.
public struct PageMemory: Equatable, Sendable {
    public static let keptFor: TimeInterval = 30 * 86_400
    /// How long before a read of the page a sighting must be for its row to be named in that
    /// read's search again: a sighting's time is when the page last listed the row, whether or
    /// not a search counted it then, so every read from GitHub names the rows again, but for
    /// those another page of the same run listed a moment before.
    public static let countsFreshFor: TimeInterval = 60
    public static let maxRepos = 2_000
    /// By `RepoName.key`.
    public var sightings: [String: PageSighting]
    /// Each page's latest read, kept as long as sightings: a page whose every row was seen again
    /// on a later page is still known to have been read.
    public var reads: [PageRead]
    public static let maxReads = 200

    public init(sightings: [String: PageSighting] = [:], reads: [PageRead] = []) {
        self.sightings = sightings
        self.reads = reads
    }

    /// Records a page read at `at` (filtered by `spokenLanguage` when given); a repo seen again
    /// keeps only its latest sighting. The language is named as GitHub names its rows' (`Rust`
    /// for `--language rust`), so `show` says the page GitHub has.
    public mutating func record(
        _ candidates: [PageCandidate], period: TrendingPeriod, language typed: String?, spokenLanguage: String? = nil, at: Date
    ) {
        let language = typed.map { typed in
            candidates.lazy.compactMap(\.repo.language).first { $0.lowercased() == typed.lowercased() } ?? typed
        }
        for candidate in candidates {
            let key = candidate.repo.repoName.key
            if let known = sightings[key], known.at > at { continue }
            // When a search counted them: this run's (at the read, unless it says), or the memory's.
            let countedAt = candidate.countedAt ?? (candidate.countsAreCurrent ? at : sightings[key]?.countedAt)
            sightings[key] = PageSighting(
                repo: candidate.repo, at: at, period: period, language: language, rank: candidate.rank, spokenLanguage: spokenLanguage,
                countedAt: countedAt
            )
        }
        if !reads.contains(where: { $0.isRead(of: period, language: language, spokenLanguage: spokenLanguage) && $0.at > at }) {
            reads.removeAll { $0.isRead(of: period, language: language, spokenLanguage: spokenLanguage) }
            reads.append(PageRead(period: period, language: language, spokenLanguage: spokenLanguage, at: at))
        }
        let cutoff = at.addingTimeInterval(-Self.keptFor)
        sightings = sightings.filter { $0.value.at >= cutoff }
        reads = Array(reads.filter { $0.at >= cutoff }.sorted { $0.at > $1.at }.prefix(Self.maxReads))
        if sightings.count > Self.maxRepos {
            let kept = sightings.sorted { $0.value.at != $1.value.at ? $0.value.at > $1.value.at : $0.key < $1.key }.prefix(Self.maxRepos)
            sightings = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
    }

    /// The repo's latest sighting while it is remembered (`keptFor`); nil once it is older.
    public func sighting(of name: RepoName, asOf now: Date) -> PageSighting? {
        sightings[name.key].flatMap { $0.at >= now.addingTimeInterval(-Self.keptFor) ? $0 : nil }
    }

    /// The repos seen on the page since `date`, most recently seen first, then by rank and name.
    public func seen(since date: Date) -> [Repo] {
        sightings.values.filter { $0.at >= date }
            .sorted { lhs, rhs in
                if lhs.at != rhs.at { return lhs.at > rhs.at }
                if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
                return lhs.repo.repoName.key < rhs.repo.repoName.key
            }
            .map(\.repo)
    }

    /// Whether a read of `period`'s page for `language` (any case) since `date` is remembered:
    /// its read, or (a file written before reads were kept) some repo that still has it as its
    /// latest sighting. A spoken language's page is not that page.
    public func remembersPage(_ period: TrendingPeriod, language: String?, since date: Date) -> Bool {
        reads.contains { $0.at >= date && $0.isRead(of: period, language: language, spokenLanguage: nil) } || sightings.values.contains {
            $0.period == period && $0.at >= date && $0.language?.lowercased() == language?.lowercased() && $0.spokenLanguage == nil
        }
    }

    /// How recent another period's page must be remembered for a first run's rule not to
    /// read it again: a day.
    public static let otherPageAge: TimeInterval = 86_400

    /// How far ahead of this machine's clock a read or sighting may be dated and still be kept:
    /// clocks differ; one further ahead (a clock once ahead, a hand-edited file) never happened.
    public static let clockSkew: TimeInterval = 300

    /// How far back page sightings are `--scope all` candidates: a week, a month for monthly.
    public static func candidateAge(for period: TrendingPeriod) -> TimeInterval {
        period == .monthly ? 30 * 86_400 : 7 * 86_400
    }
}

/// Where the page memory is kept: read without a lock, changed under it, written atomically;
/// its answers carry the warnings met on the way, as `UserStateStore`'s do.
public protocol PageMemoryStore: Sendable {
    func read() throws(StateError) -> StateResult<PageMemory>
    func update<T>(_ change: (inout PageMemory) -> T) throws(StateError) -> StateResult<T>
}
