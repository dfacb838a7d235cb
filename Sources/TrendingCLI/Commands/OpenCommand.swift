#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation

/// `trending open OWNER/REPO | RANK`: finds the repo's page and hands it to the browser.
struct OpenCommand: Command {
    static let printOnly = Flag("--print", help: "Print the URL instead of opening it.")

    static let spec = CommandSpec(
        name: "open", arguments: "OWNER/REPO | RANK", positionalCompletion: .repos,
        summary: "Open a repository in the browser: by name, or by its rank in the last list shown.",
        details: "Uses $BROWSER, else xdg-open; with neither, or with --print, prints the URL instead.",
        ownOptions: [printOnly.info],
        examples: [("trending open 1", "the top repo of the last list"), ("trending open octo-org/rocket --print", "just the URL")]
    )

    let target: OpenTarget
    let printsOnly: Bool

    init(_ arguments: ParsedArguments) throws(ParseError) {
        target = try arguments.single(OpenTarget.self, missing: "OWNER/REPO, or a RANK in the last list shown (1 is the top)")
        printsOnly = arguments.has(Self.printOnly)
    }

    func validate() throws(ParseError) {
        if case .rank(let rank) = target, rank < 1 { throw .rankStartsAtOne }
    }

    func run(_ context: CommandContext) throws(ParseError) -> ExitCode {
        let view = CompositionRoot.view(.list, context)
        let presenter = OpenPresenter(view: view)
        let api = try CompositionRoot.api(context)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: context.environment.now)
        let state: UserState
        do {
            state = try CompositionRoot.stateStore(context.environment, presenter: statePresenter).read()
        } catch {
            statePresenter.present(error)
            return .ioError
        }
        let url: URL
        switch target {
        case .rank(let rank):
            guard !state.lastShown.isEmpty else {
                presenter.presentNoListShown(rank: rank)
                return .notFound
            }
            guard rank <= state.lastShown.count else {
                presenter.presentRankOutOfRange(rank, count: state.lastShown.count)
                return .usage
            }
            let shown = state.lastShown[rank - 1]
            url = api.webLinks.page(for: shown.name, claimed: shown.url)
        case .repo(let name):
            // A URL from the API or a file is opened only when it is the API's own web page.
            url = api.webLinks.page(for: name, claimed: Self.knownURL(for: name, in: state))
        }
        if printsOnly {
            presenter.presentURL(url)
            return .ok
        }
        switch BrowserLauncher(environment: context.environment).open(url) {
        case .opened: presenter.presentOpening(url)
        case .noBrowser: presenter.presentURL(url)
        case .failed(let command, let reason): presenter.presentBrowserFailed(url, command: command, reason: reason)
        }
        return .ok
    }

    /// The page GitHub gave for the repo, if any list or bookmark has seen it.
    static func knownURL(for name: RepoName, in state: UserState) -> URL? {
        state.lastShown.first { $0.name.key == name.key }?.url ?? state.bookmarks[name.key]?.details?.url
    }
}

/// `open OWNER/REPO` or `open RANK`.
enum OpenTarget: Equatable, ArgumentValue {
    case repo(RepoName)
    case rank(Int)

    static let valueName = "OWNER/REPO | RANK"
    static let expectation = "OWNER/REPO, such as octo-org/rocket, or a rank such as 1"
    static let completion = ValueCompletion.repos

    init?(argument: String) {
        if let rank = Int(argument) {
            self = .rank(rank)
        } else if let name = RepoName(parsing: argument) {
            self = .repo(name)
        } else {
            return nil
        }
    }

    var argumentText: String {
        switch self {
        case .repo(let name): name.argumentText
        case .rank(let rank): String(rank)
        }
    }
}
