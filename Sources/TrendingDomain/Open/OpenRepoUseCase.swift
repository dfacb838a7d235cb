#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The page to open for a repo named, or ranked in the last list shown: the URL a list or a
/// bookmark saw for it when it passes the web-link rule, else the page its name gives.
public struct OpenRepoUseCase: Sendable {
    private let store: any UserStateStore
    private let links: any RepoWebLinks

    public init(store: any UserStateStore, links: any RepoWebLinks) {
        self.store = store
        self.links = links
    }

    public func page(for target: OpenTarget) -> OpenRepoResult {
        let read: StateResult<UserState>
        do {
            read = try store.read()
        } catch {
            return OpenRepoResult(outcome: .failure(.stateUnreadable(error)))
        }
        return OpenRepoResult(outcome: Self.page(for: target, in: read.value, links: links), warnings: read.warnings)
    }

    private static func page(for target: OpenTarget, in state: UserState, links: any RepoWebLinks) -> Result<URL, OpenRepoError> {
        switch target {
        case .rank(let rank):
            guard !state.lastShown.isEmpty else { return .failure(.noListShown(rank: rank)) }
            guard (1...state.lastShown.count).contains(rank) else { return .failure(.rankOutOfRange(rank, count: state.lastShown.count)) }
            let shown = state.lastShown[rank - 1]
            return .success(links.page(for: shown.name, claimed: shown.url))
        case .repo(let name):
            // A URL from the API or a file is opened only when it is the API's own web page.
            return .success(links.page(for: name, claimed: Self.knownURL(for: name, in: state)))
        }
    }

    /// The page GitHub gave for the repo, if any list or bookmark has seen it.
    static func knownURL(for name: RepoName, in state: UserState) -> URL? {
        state.lastShown.first { $0.name.key == name.key }?.url ?? state.bookmarks[name.key]?.details?.url
    }
}
