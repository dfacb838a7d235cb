import TrendingDomain

/// What `trending config`'s output implements: the lines, on stdout.
public protocol ConfigView: Sendable {
    func displayConfig(_ lines: [String])
}

/// What `trending config` reports, as the command gathered it: the user's own text as read, an
/// API URL's password already masked.
public struct ConfigReport: Sendable {
    public enum FileState: Equatable, Sendable {
        case setsKeys, setsNone, missing
        case unreadable(String)
    }

    /// A key, the file's lines that set it (the last only, for a key that is not repeatable), and
    /// its default. `isAPIURL`: the key `--api-url` and `GITHUB_API_URL` set too.
    public struct Key: Sendable {
        public let name: String
        public let lines: [(line: Int, value: String)]
        public let defaultText: String?
        public let isAPIURL: Bool

        public init(name: String, lines: [(line: Int, value: String)], defaultText: String?, isAPIURL: Bool = false) {
            self.name = name
            self.lines = lines
            self.defaultText = defaultText
            self.isAPIURL = isAPIURL
        }
    }

    /// `GITHUB_API_URL`, and whether a command would take it as an API base.
    public struct Variable: Sendable {
        public let value: String
        public let isValid: Bool

        public init(value: String, isValid: Bool) {
            self.value = value
            self.isValid = isValid
        }
    }

    public let path: String
    public let file: FileState
    public let keys: [Key]
    public let typedAPIURL: String?
    public let apiURLVariable: Variable?

    public init(path: String, file: FileState, keys: [Key], typedAPIURL: String? = nil, apiURLVariable: Variable? = nil) {
        self.path = path
        self.file = file
        self.keys = keys
        self.typedAPIURL = typedAPIURL
        self.apiURLVariable = apiURLVariable
    }
}

/// Words for `trending config`, which read as a config file: the path as a comment, the keys the
/// file sets as `key = value` each after a `# line N` comment (a `#` later in a line would be part
/// of the value), then every other key commented out with its default (`api-url`'s from
/// `GITHUB_API_URL` when set). An `--api-url` typed with `config` is said as what wins.
public struct ConfigPresenter: Sendable {
    private let view: any ConfigView

    public init(view: any ConfigView) {
        self.view = view
    }

    public func present(_ report: ConfigReport) {
        view.displayConfig(Self.lines(report))
    }

    static func lines(_ report: ConfigReport) -> [String] {
        let state = switch report.file {
        case .setsKeys: ""
        case .setsNone: " (sets no key; every key has its default)"
        case .missing: " (no such file; every key has its default)"
        case .unreadable(let reason): " (unreadable: \(reason); every key has its default)"
        }
        var lines = ["# " + EchoedText.shown(report.path) + state], unset: [String] = []
        for key in report.keys {
            let isAPIURL = key.isAPIURL
            guard !key.lines.isEmpty else {
                if isAPIURL, let typed = report.typedAPIURL {
                    unset.append("# \(key.name): \(EchoedText.shown(typed)) (from --api-url on this command line)")
                } else if isAPIURL, let variable = report.apiURLVariable {
                    // One a command would refuse (exit 64) is said so, never shown as if it worked.
                    let refused = variable.isValid ? "" : "; not a valid API base URL, so commands that ask GitHub refuse it"
                    unset.append("# \(key.name): \(EchoedText.shown(variable.value)) (from $GITHUB_API_URL\(refused))")
                } else {
                    unset.append("# \(key.name): " + (key.defaultText.map { "\($0) (default)" } ?? "no default"))
                }
                continue
            }
            lines += key.lines.flatMap { ["# line \($0.line)", "\(key.name) = \(written(EchoedText.shown($0.value)))"] }
            // The file's line is --api-url's default of your own: it wins over the variable, said so.
            if isAPIURL, let typed = report.typedAPIURL {
                lines.append("# (--api-url on this command line, \(EchoedText.shown(typed)), wins over the line above)")
            } else if isAPIURL, let variable = report.apiURLVariable {
                lines.append("# (GITHUB_API_URL, \(EchoedText.shown(variable.value)), is not used: the line above wins)")
            }
        }
        return lines + unset
    }

    /// A value as the file must hold it to read back the same: quoted when reading would change
    /// it otherwise (empty, blank at either end, or itself in a pair of quotes).
    static func written(_ value: String) -> String {
        let blankEdge = value.first?.isBlank == true || value.last?.isBlank == true
        let quotedAlready = value.count >= 2 && (value.first == "\"" || value.first == "'") && value.last == value.first
        return value.isEmpty || blankEdge || quotedAlready ? "\"\(value)\"" : value
    }
}
