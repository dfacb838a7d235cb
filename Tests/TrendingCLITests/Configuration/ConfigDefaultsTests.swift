import Testing
@testable import TrendingCLI

@Suite("ConfigFile and ConfigDefaults")
struct ConfigDefaultsTests {
    @Test("reads key = value lines: comments, blank lines, CRLF, quotes, and a # inside a value")
    func parsing() {
        let file = ConfigFile(parsing: "# defaults\r\n\r\n  limit=10  \r\nlanguage = C#\nlanguage = \"Jupyter Notebook\"\n= 3\nnonsense\n")

        #expect(file.entries == [
            .init(key: "limit", value: "10", line: 3),
            .init(key: "language", value: "C#", line: 4),
            .init(key: "language", value: "Jupyter Notebook", line: 5),
        ])
        #expect(file.problems == [.init(line: 6, message: "expected key = value"), .init(line: 7, message: "expected key = value")])
    }

    @Test("every option any command takes with a value is a key, read from its declaration, with no list of keys to keep")
    func keysFromDeclarations() {
        let keys = Set(ConfigDefaults.options.map(ConfigDefaults.key))
        for spec in CommandRegistry.visibleSpecs {
            for option in spec.options where option.takesValue {
                #expect(keys.contains(String(option.name.dropFirst(2))), "\(spec.invocation) \(option.name)")
            }
        }
        #expect(!keys.contains("help") && !keys.contains("refresh"), "switches stay on the command line")
    }

    @Test("each command takes the keys it has options for, ignores the others, and the command line wins")
    func applied() throws {
        let config = makeSUT("limit = 7\nscope = all\ncolor = never\ntopic = cli\n")

        let list = try #require(CommandLineParser.parse(["--offline"], defaults: config).command as? ListCommand)
        let browse = try #require(CommandLineParser.parse(["browse"], defaults: config).command as? BrowseCommand)
        let show = try CommandLineParser.parse(["show", "o/r"], defaults: config)
        let overridden = try #require(CommandLineParser.parse(["-L", "3", "--topic", "go"], defaults: config).command as? ListCommand)

        #expect(list.options.limit == 7 && list.options.scope == .all && list.options.sort == .gained && list.options.topics == ["cli"])
        #expect(browse.options.limit == 7)
        #expect(show.command is ShowCommand && show.globals.color == .never)
        #expect(overridden.options.limit == 3 && overridden.options.topics == ["go"])
        #expect(config.warnings.isEmpty)
    }

    @Test("a bad line is a warning with the file and line: an unknown key (with a guess), a switch, a bad value")
    func warnings() {
        let config = makeSUT("langauge = swift\nrefresh = true\nsince = yearly\nlimit = 5\n")

        #expect(config.warnings == [
            "warning: /home/u/.config/trending/config:1: ignored: unknown key 'langauge'; did you mean 'language'?",
            "warning: /home/u/.config/trending/config:2: ignored: --refresh is a switch; give it on the command line",
            "warning: /home/u/.config/trending/config:3: ignored: invalid value 'yearly' for since; expected daily, weekly or monthly",
        ])
        #expect(config.entries.map(\.key) == ["limit"])
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) -> ConfigDefaults {
        ConfigDefaults(path: "/home/u/.config/trending/config", file: ConfigFile(parsing: text))
    }
}
