#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation

/// Runs `open OWNER/REPO | RANK`: finds the repo's page and hands it to the browser.
struct OpenCommand {
    let options: OpenOptions
    let api: GitHubAPI
    let store: any UserStateStore
    let presenter: UserStatePresenter
    let launcher: BrowserLauncher
    let environment: AppEnvironment

    func run() -> ExitCode {
        let state: UserState
        do {
            state = try store.read()
        } catch {
            presenter.present(error)
            return .ioError
        }
        let url: URL
        switch options.target {
        case .rank(let rank):
            guard !state.lastShown.isEmpty else {
                environment.stderr.write("\(environment.errorLabel()) No list has been shown yet\n  'trending open \(rank)' opens a repo by its rank in the last list.\n  Run 'trending' first, or name the repo: trending open OWNER/REPO\n")
                return .notFound
            }
            guard rank <= state.lastShown.count else {
                environment.stderr.write("\(environment.errorLabel()) The last list has \(state.lastShown.count) repos\n  There is no rank \(rank) in it.\n  Pick a rank from 1 to \(state.lastShown.count), or name the repo: trending open OWNER/REPO\n")
                return .usage
            }
            let shown = state.lastShown[rank - 1]
            url = api.webLinks.page(for: shown.name, claimed: shown.url)
        case .repo(let name):
            // A URL from the API or a file is opened only when it is the API's own web page.
            url = api.webLinks.page(for: name, claimed: Self.knownURL(for: name, in: state))
        }
        let text = TextSanitizer.singleLine(url.absoluteString)
        if options.printOnly || !launcher.open(url) {
            environment.stdout.write(text + "\n")
        } else {
            environment.stderr.write("Opening \(text) in your browser.\n")
        }
        return .ok
    }

    /// The page GitHub gave for the repo, if any list or bookmark has seen it.
    static func knownURL(for name: RepoName, in state: UserState) -> URL? {
        state.lastShown.first { $0.name.key == name.key }?.url ?? state.bookmarks[name.key]?.details?.url
    }
}
