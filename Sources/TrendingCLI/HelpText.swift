/// `trending --help`: usage, every flag with its default, examples, environment and exit codes.
enum HelpText {
    static var text: String {
        let codes = ExitCode.allCases
            .map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)" }
            .joined(separator: "\n")
        return """
        trending \(Version.current): GitHub's trending repositories, in your terminal.

        Lists the repositories created within a period with the most stars. The last list is
        cached and shown at once on the next run; --refresh asks GitHub again.

        USAGE
          trending [--since daily|weekly|monthly] [--language LANG] [--limit N]
                   [--refresh | --offline] [--max-age DURATION] [--json] [--api-url URL]

        OPTIONS
          --since PERIOD      daily, weekly or monthly: repos created since 1, 7 or 30 days
                              ago (UTC). Default: daily.
          --language LANG     Only repos in this language, as GitHub names it (Swift, C++,
                              "Jupyter Notebook"). Default: every language.
          --limit N           How many repos to show, 1 to 100. Default: 25.
          --refresh           Ask GitHub now, even if the cache is fresh (pull-to-refresh).
                              Falls back to the cache if GitHub can't be reached.
          --offline           Never touch the network; show the cached list, however old.
          --max-age DURATION  How long a cached list stays fresh: 90s, 30m, 1h, 2d.
                              Default: 1h.
          --json              Print a JSON array instead of the list.
          --api-url URL       GitHub API base URL. Default: $GITHUB_API_URL, else
                              https://api.github.com (Enterprise: https://HOST/api/v3).
          -h, --help          Show this help.
          -V, --version       Show the version.

        EXAMPLES
          trending                              today's trending repositories
          trending --since weekly --language rust
          trending --refresh --limit 50
          trending --offline --json | jq -r '.[].full_name'

        ENVIRONMENT
          GITHUB_TOKEN, GH_TOKEN  A token for higher rate limits (sent only over https,
                                  or http to this machine). Never printed or stored.
          GITHUB_API_URL          The API base URL, when --api-url is not given.
          XDG_CACHE_HOME          The cache lives in $XDG_CACHE_HOME/trending
                                  (default ~/.cache/trending).

        EXIT CODES
        \(codes)
        """
    }
}
