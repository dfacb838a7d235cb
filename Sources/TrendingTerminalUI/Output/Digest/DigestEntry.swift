#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
import TrendingPresentation

/// One repo as a digest or feed shows it: sanitized text, and a link `trending` vouches for.
struct DigestEntry: Equatable {
    let fullName: String
    let owner: String
    /// The repo's web page, by the API base's link rule (`RepoWebLinks`): never a URL the API made up.
    let url: String
    /// The same repo always gets the same id: its page, lower-cased, whatever case GitHub sends.
    let id: String
    let stars: String
    /// Stars gained in the period (`+1.2k ★ in 24 h`), else since a snapshot (`+300 ★ since 6h ago`); nil when unknown.
    let gain: String?
    let language: String?
    /// One line.
    let description: String?
    /// ISO 8601, UTC.
    let createdAt: String
    /// When a list first showed it (ISO 8601, UTC); nil when unknown (a list that records nothing).
    var firstShown: String? = nil

    /// The list's rows and records, which are the same repos in the same order.
    static func entries(_ list: TrendingListViewModel, links: any RepoWebLinks) -> [DigestEntry] {
        zip(list.rows, list.records).map { row, record in
            // The page of the name GitHub sent, not of its defused display text (another page).
            let name = record.repoName ?? RepoName(owner: record.owner, name: record.name)
            return DigestEntry(
                fullName: record.fullName, owner: record.owner,
                url: page(name, claimed: record.url, links),
                id: page(RepoName(owner: name.owner.lowercased(), name: name.name.lowercased()), claimed: "", links),
                stars: row.stars,
                gain: (row.gained ?? row.delta)?.full,
                language: row.language?.text, description: row.description?.text, createdAt: record.createdAt,
                firstShown: record.firstShown
            )
        }
    }

    /// GitHub's page when it passes the rule, else the page built from the name.
    private static func page(_ name: RepoName, claimed: String, _ links: any RepoWebLinks) -> String {
        links.page(for: name, claimed: URL(string: claimed)).absoluteString
    }

    /// `★ 12.3k · +1.2k ★ since 6h ago · Swift`: what is known, in the list's order.
    var stats: String {
        statParts.joined(separator: " · ")
    }

    /// The parts of `stats`, each kept on one line when a digest wraps.
    var statParts: [String] {
        ["★ " + stars] + [gain, language].compactMap { $0 }
    }
}
