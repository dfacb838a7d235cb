#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a `--scope all` row came to be a candidate (`discovered_by`), in the order listed.
public enum Discovery: String, CaseIterable, Comparable, Sendable {
    /// GitHub's trending page listed it in this run's answer.
    case page
    /// A search found it (the star bands, or the young repos by age).
    case search
    /// A search found it and it was created inside the period: the `new` query's kind of repo.
    case new
    case bookmark
    /// A recent list of this machine, or GitHub's page in the last days (the page memory).
    case recent

    public static func < (lhs: Discovery, rhs: Discovery) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
