import TrendingDomain

/// Every command and flag `trending` knows. Parsing, help, completions and the man page's test
/// all read this table, so they cannot drift apart.
enum CommandCatalog {
    /// Flags every command accepts.
    static let globalFlags: [FlagSpec] = [
        FlagSpec("--api-url", value: "URL", default: "$GITHUB_API_URL, else https://api.github.com",
                 help: "The GitHub API's base URL; for GitHub Enterprise, https://HOST/api/v3."),
        FlagSpec("--timeout", value: "SECONDS", default: "30",
                 help: "The most the whole command may take on the network, retries included."),
        FlagSpec("--verbose", short: "-v",
                 help: "Log each request and response to stderr, with the token masked."),
        FlagSpec("--color", value: "WHEN", choices: Toggle.allCases.map(\.rawValue), default: "auto",
                 help: "Colour output. auto: on a terminal, unless NO_COLOR is set or TERM is dumb; CLICOLOR_FORCE=1 forces it."),
        FlagSpec("--hyperlinks", value: "WHEN", choices: Toggle.allCases.map(\.rawValue), default: "auto",
                 help: "Make repo names clickable (OSC 8) when colour is on. auto: on terminals known to support them."),
        FlagSpec("--help", short: "-h", help: "Show help for the command."),
    ]

    static let list = CommandSpec(
        name: "",
        arguments: "",
        summary: "List the repositories trending now: created in the period, most stars first; with --scope all, of any age, most stars gained first.",
        details: """
        The last list is cached and shown at once on the next run while it is younger than
        --max-age. A stale list is refreshed from GitHub; if GitHub can't be reached, the cached
        list is shown with a notice. --refresh always asks GitHub; --offline never does.
        """,
        flags: [
            FlagSpec("--since", value: "PERIOD", choices: ["daily", "weekly", "monthly"], default: "daily",
                     help: "The period: the last 24 hours, 7 days or 30 days, ending now."),
            FlagSpec("--scope", value: "SCOPE", choices: TrendingScope.allCases.map(\.rawValue), default: "new",
                     help: "new: repos created in the period; all: repos of any age, ranked by stars gained in it (GitHub's star history)."),
            FlagSpec("--candidates", value: "N", default: "100",
                     help: "How many repos --scope all measures with a star-history request, 1 to 1000 (repos created in the period need none)."),
            FlagSpec("--language", value: "LANG", default: "every language",
                     help: "Only repos in this language, as GitHub names it (Swift, C++, \"Jupyter Notebook\")."),
            FlagSpec("--topic", value: "TOPIC", repeatable: true,
                     help: "Only repos with this topic; repeat for several (all must match)."),
            FlagSpec("--min-stars", value: "N", help: "Only repos with at least N stars."),
            FlagSpec("--limit", value: "N", default: "25", help: "How many repos to show, 1 to 1000 (GitHub's search cap)."),
            FlagSpec("--refresh", help: "Ask GitHub now, even if the cache is fresh (pull-to-refresh)."),
            FlagSpec("--offline", help: "Never touch the network; show the cached list, however old."),
            FlagSpec("--max-age", value: "DURATION", default: "1h",
                     help: "How long a cached list stays fresh: 90s, 30m, 1h, 2d, 1h30m."),
            FlagSpec("--format", value: "FORMAT", choices: OutputFormat.allCases.map(\.rawValue), default: "list",
                     help: "list: fitted to the terminal; table: aligned columns; tsv: a header row and exact values for cut and awk; json: an array; markdown: a GitHub-flavoured list for mail and chat digests; atom: an Atom 1.0 feed for feed readers."),
            FlagSpec("--json", help: "Short for --format json."),
            FlagSpec("--new-only", help: "Only repos no list has shown before, the list filled past the seen ones. With nothing new, prints nothing (json: an empty array; atom: a feed with no entries) and exits 0."),
            FlagSpec("--long-stats", help: "Exact counts with thousands separators (12,345) instead of 12.3k."),
            FlagSpec("--sort", value: "ORDER", choices: TrendingSort.allCases.map(\.rawValue), default: "stars; gained with --scope all",
                     help: "stars: most stars; velocity: stars gained per hour, from this machine's own snapshots; gained: stars gained in the period (unknown last, ties by stars, then name)."),
            FlagSpec("--delta-window", value: "DURATION", default: "0 (the previous snapshot)",
                     help: "Measure gains from the latest snapshot at least this old: 6h, 1d."),
            FlagSpec("--version", short: "-V", help: "Print the version."),
        ] + globalFlags,
        examples: [
            ("trending", "today's trending repositories"),
            ("trending --since weekly --language rust", "this week's in Rust"),
            ("trending --topic cli --min-stars 100 --limit 50", "filtered, 50 of them"),
            ("trending --scope all --since weekly", "real trending: most stars gained this week, any age"),
            ("trending --offline --json | jq -r '.[].full_name'", "names only, from the cache"),
        ]
    )

    static let browse = CommandSpec(
        name: "browse", arguments: "",
        summary: "Browse the trending list full-screen: move, read details, bookmark, dismiss, refresh.",
        details: """
        Shows the cached list at once, then refreshes it from GitHub when it is stale. Loads more
        rows as you scroll, up to 1,000. Offline, a banner says so and the list retries on its own.
        Needs a terminal on stdin and stdout; for pipes and scripts use 'trending'. Press ? for keys.
        """,
        flags: [
            FlagSpec("--since", value: "PERIOD", choices: ["daily", "weekly", "monthly"], default: "daily",
                     help: "Repos created since 1, 7 or 30 days ago (UTC); Tab cycles it."),
            FlagSpec("--scope", value: "SCOPE", choices: TrendingScope.allCases.map(\.rawValue), default: "new",
                     help: "new: repos created in the period; all: repos of any age, their star gains filling in as they are measured."),
            FlagSpec("--candidates", value: "N", default: "100",
                     help: "How many repos --scope all measures with a star-history request, 1 to 1000."),
            FlagSpec("--language", value: "LANG", default: "every language", help: "Only repos in this language."),
            FlagSpec("--topic", value: "TOPIC", repeatable: true, help: "Only repos with this topic; repeat for several."),
            FlagSpec("--min-stars", value: "N", help: "Only repos with at least N stars."),
            FlagSpec("--limit", value: "N", default: "100", help: "How many repos to load at first, 1 to 1000; more load as you scroll."),
            FlagSpec("--sort", value: "ORDER", choices: TrendingSort.allCases.map(\.rawValue), default: "stars; gained with --scope all",
                     help: "The first sort; s cycles stars, velocity and gained."),
            FlagSpec("--delta-window", value: "DURATION", default: "0 (the previous snapshot)",
                     help: "Measure gains from the latest snapshot at least this old."),
            FlagSpec("--refresh", help: "Ask GitHub at once, even if the cache is fresh."),
            FlagSpec("--offline", help: "Never touch the network; browse the cached list."),
            FlagSpec("--max-age", value: "DURATION", default: "1h", help: "How long a cached list stays fresh."),
            FlagSpec("--long-stats", help: "Exact counts with thousands separators."),
        ] + globalFlags,
        examples: [
            ("trending browse", "today's list, full-screen"), ("trending browse --since weekly --language rust", ""),
            ("trending browse --scope all", "real trending, gains filling in as they are measured"),
        ]
    )

    static let show = CommandSpec(
        name: "show", arguments: "OWNER/REPO",
        summary: "Show one repository in full: stars, forks, watchers, issues, licence, topics, dates.",
        details: """
        Details are cached with GitHub's ETag. Within --max-age the cache is shown as is; after it,
        or with --refresh, GitHub is asked whether they changed, which costs no rate limit when they
        did not. A repo GitHub does not know exits 66.
        """,
        flags: [
            FlagSpec("--json", help: "Print a JSON object, keyed by GitHub's field names."),
            FlagSpec("--refresh", help: "Ask GitHub now, even if the cache is fresh."),
            FlagSpec("--offline", help: "Never touch the network; show the cached details."),
            FlagSpec("--max-age", value: "DURATION", default: "1h", help: "How long cached details stay fresh."),
        ] + globalFlags,
        examples: [("trending show octo-org/rocket", "the repo in full"), ("trending show octo-org/rocket --json | jq .topics", "its topics")]
    )

    static let bookmark = CommandSpec(
        name: "bookmark", arguments: "OWNER/REPO",
        summary: "Bookmark a repository. Works offline, even for repos no list has shown yet.",
        details: "", flags: globalFlags, examples: [("trending bookmark octo-org/rocket", "")]
    )

    static let unbookmark = CommandSpec(
        name: "unbookmark", arguments: "OWNER/REPO", summary: "Remove a bookmark.",
        details: "", flags: globalFlags, examples: [("trending unbookmark octo-org/rocket", "")]
    )

    static let bookmarks = CommandSpec(
        name: "bookmarks", arguments: "",
        summary: "List your bookmarks with the last details known, offline.",
        details: "", flags: [FlagSpec("--json", help: "Print a JSON array.")] + globalFlags,
        examples: [("trending bookmarks --json | jq -r '.[].url'", "their URLs")]
    )

    static let hide = CommandSpec(
        name: "hide", arguments: "OWNER/REPO | --all",
        summary: "Hide a repository from every list, or --all of the last list shown.",
        details: "",
        flags: [FlagSpec("--all", help: "Hide every repo of the last list shown.")] + globalFlags,
        examples: [("trending hide octo-org/rocket", ""), ("trending hide --all", "dismiss everything you just saw")]
    )

    static let unhide = CommandSpec(
        name: "unhide", arguments: "OWNER/REPO", summary: "Show a hidden repository in lists again.",
        details: "", flags: globalFlags, examples: [("trending unhide octo-org/rocket", "")]
    )

    static let hidden = CommandSpec(
        name: "hidden", arguments: "", summary: "List hidden repositories.",
        details: "", flags: [FlagSpec("--json", help: "Print a JSON array.")] + globalFlags,
        examples: [("trending hidden", "")]
    )

    static let open = CommandSpec(
        name: "open", arguments: "OWNER/REPO | RANK",
        summary: "Open a repository in the browser: by name, or by its rank in the last list shown.",
        details: """
        Uses $BROWSER, else xdg-open; with neither, or with --print, prints the URL instead.
        """,
        flags: [FlagSpec("--print", help: "Print the URL instead of opening it.")] + globalFlags,
        examples: [("trending open 1", "the top repo of the last list"), ("trending open octo-org/rocket --print", "just the URL")]
    )

    static let cache = CommandSpec(
        name: "cache", arguments: "clear | path",
        summary: "Clear the cache, or print where it is. Bookmarks, hidden and seen repos are kept.",
        details: "", flags: globalFlags,
        examples: [("trending cache clear", "forget every cached list and repo"), ("trending cache path", "")]
    )

    static let history = CommandSpec(
        name: "history", arguments: "OWNER/REPO",
        summary: "Show a repo's star counts over time from this machine's snapshots, or with --daily its daily gains from GitHub, as a sparkline.",
        details: """
        Every list fetched from GitHub records each repo's stars. History is kept for 90 days, at
        most 100 snapshots a repo. Works offline; a repo with no history exits 66. The daily gains
        GitHub's star history gave (by --daily, show or --scope all) are drawn too when cached.
        """,
        flags: [
            FlagSpec("--json", help: "Print an array of {\"at\", \"stars\"}, oldest first (with --daily, {\"date\", \"gained\"})."),
            FlagSpec("--daily", help: "Daily stars gained over the last 90 days, today so far included, from GitHub's star history."),
        ] + globalFlags,
        examples: [("trending history octo-org/rocket", ""), ("trending history octo-org/rocket --daily", "daily gains, 90 days"), ("trending history octo-org/rocket --json | jq '.[-1].stars'", "the latest count")]
    )

    static let completions = CommandSpec(
        name: "completions", arguments: "bash | zsh | fish",
        summary: "Print a shell completion script: commands, flags, and the values of --since, --format and --color.",
        details: "", flags: globalFlags,
        examples: [
            ("trending completions bash > ~/.local/share/bash-completion/completions/trending", ""),
            ("trending completions zsh > \"${fpath[1]}/_trending\"", ""),
            ("trending completions fish > ~/.config/fish/completions/trending.fish", ""),
        ]
    )

    /// Every command, the list first.
    static let commands: [CommandSpec] = [list, browse, show, bookmark, unbookmark, bookmarks, hide, unhide, hidden, open, history, cache, completions]

    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name && !name.isEmpty }
    }

    /// Every flag any command knows, for the man page's drift test.
    static var allFlagNames: Set<String> {
        Set(commands.flatMap { $0.flags.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } })
    }
}
