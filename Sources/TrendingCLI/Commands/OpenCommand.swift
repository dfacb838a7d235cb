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
        let presenter = OpenPresenter(view: view, again: RepeatedFlags(context))
        let api = try CompositionRoot.api(context)
        let statePresenter = UserStatePresenter(view: view, links: api.webLinks, now: context.environment.now)
        let store = StateStores.user(context.environment, presenter: statePresenter, lockWait: StateStores.stateChangeWait)
        let result = OpenRepoUseCase(store: store, links: api.webLinks).page(for: target)
        statePresenter.presentNotices(result.warnings)
        let url: URL
        switch result.outcome {
        case .success(let page):
            url = page
        case .failure(let error):
            switch error {
            case .stateUnreadable(let cause): statePresenter.present(cause)
            case .noListShown(let rank): presenter.presentNoListShown(rank: rank)
            case .rankOutOfRange(let rank, let count): presenter.presentRankOutOfRange(rank, count: count)
            }
            return ExitCode.forOpen(error)
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
}

/// `open OWNER/REPO` or `open RANK`.
extension OpenTarget: ArgumentValue {
    static let valueName = "OWNER/REPO | RANK"
    static let expectation = "OWNER/REPO, such as octo-org/rocket, or a rank such as 1"
    static let completion = ValueCompletion.repos

    init?(argument: String) {
        if let rank = Int(argument) {
            self = .rank(rank)
        } else if let name = RepoName(argument: argument) {
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
