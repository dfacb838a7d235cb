import TrendingDomain
import TrendingPresentation

/// Why a command line can't be run. Thrown by parsing and validation; turned into words only by
/// `UsageError.message`.
indirect enum ParseError: Error, Equatable {
    /// A word where a command goes that names none; with the closest command, if any is close.
    case unknownCommand(String, suggestion: String?)
    /// A positional the command does not take.
    case unexpectedArgument(String)
    /// A positional the list does not take: the list has no positionals at all.
    case listTakesNoArguments(String)
    case unknownOption(String, suggestion: String?)
    /// An option some other command knows, given to one that doesn't.
    case optionNotForCommand(String)
    case missingValue(option: String, valueName: String)
    case invalidValue(option: String, value: String, expected: String)
    case takesNoValue(String)
    /// A positional is missing; `expected` says what goes there.
    case missingArgument(expected: String)
    case invalidArgument(String, expected: String)
    case unknownAction(String, actions: [String])
    case conflict(String, String)
    case rankStartsAtOne
    /// An environment variable standing in for an option holds a bad value.
    case environment(variable: String, ParseError)
    /// An environment variable of its own (no option stands for it) holds a bad value.
    case invalidEnvironment(variable: String, value: String, expected: String)
    /// A token variable holds what no token holds; its value is never echoed.
    case invalidToken(variable: String)
    /// A repo's address on another site than the server the command asks.
    case repoOnAnotherSite(address: String, site: String, asked: String)
}

/// A command line that can't be run: what went wrong, and which command's help explains it.
struct UsageError: Error, Equatable {
    let error: ParseError
    /// The command whose `--help` explains the mistake: `trending`, `trending show`.
    var command = "trending"

    /// The one place parse errors become words.
    var message: String { Self.describe(error, command: command) }

    private static func describe(_ error: ParseError, command: String) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?):
            "unknown command '\(EchoedText.shown(word))'; did you mean '\(suggestion)'?"
        case .unknownCommand(let word, nil):
            "unknown command '\(EchoedText.shown(word))'; the commands are \(Choices.sentence(CommandRegistry.visibleNames, conjunction: "and"))"
        case .unexpectedArgument(let word):
            "unexpected argument '\(EchoedText.shown(word))' for \(command)"
        case .listTakesNoArguments(let word):
            "unexpected argument '\(EchoedText.shown(word))'; trending lists with flags only (see trending --help)"
        case .unknownOption(let name, let suggestion?):
            "unknown option \(EchoedText.shown(name)); did you mean \(suggestion)?"
        case .unknownOption(let name, nil):
            "unknown option \(EchoedText.shown(name)) for \(command)"
        case .optionNotForCommand(let name):
            "\(command) does not take \(name)"
        case .missingValue(let option, let valueName):
            "\(option) needs a value (\(valueName))"
        case .invalidValue(let option, let value, let expected):
            value.trimmingEdges(where: \.isBlank).isEmpty
                ? "invalid value for \(option); expected \(expected)"
                : "invalid value '\(EchoedText.shown(value))' for \(option); expected \(expected)"
        case .takesNoValue(let option):
            "\(option) takes no value"
        case .missingArgument(let expected):
            "\(command) needs \(expected)"
        case .invalidArgument(let value, let expected):
            "invalid argument '\(EchoedText.shown(value))' for \(command); expected \(expected)"
        case .unknownAction(let word, let actions):
            "unknown action '\(EchoedText.shown(word))' for \(command) (\(actions.joined(separator: ", ")))"
        case .conflict(let first, let second):
            "\(first) and \(second) contradict each other; use one"
        case .rankStartsAtOne:
            "a rank counts from 1"
        case .environment(let variable, let inner):
            "\(variable): " + describe(inner, command: command)
        case .invalidEnvironment(let variable, let value, let expected):
            "invalid \(variable) '\(EchoedText.shown(value))'; expected \(expected)"
        case .repoOnAnotherSite(let address, let site, let asked):
            "'\(EchoedText.shown(address))' is a repo on \(EchoedText.shown(site)), but this command asks \(asked) (--api-url or GITHUB_API_URL); "
                + "give OWNER/REPO, or its address on \(asked)"
        case .invalidToken(let variable):
            "\(variable) has a control character, space or non-ASCII character inside the token, which no GitHub token has; "
                + "it was not sent (set \(variable) to the token alone, or unset it)"
        }
    }
}
