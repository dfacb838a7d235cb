import Foundation
import Testing
import TrendingTestSupport

/// Command-line habits users bring from other tools, through the built binary: bundled short
/// flags, `-L`, a dashless `version`, and per-command help that keeps to the command.
@Suite("trending command-line conventions, end to end")
struct ConventionsEndToEndTests {
    @Test("bundled short flags read as separate ones: -qv, -qL3, -qL 3")
    func bundledShortFlags() async throws {
        let (sandbox, server) = try makeSUT([.search(), .search(), .search()])
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL, "--json"]

        let quietVerbose = try await sandbox.run(api + ["-qv", "-L", "2"])
        let attached = try await sandbox.run(api + ["-qL3", "--refresh"])
        let separate = try await sandbox.run(api + ["-qL", "4", "--refresh"])
        let unknown = try await sandbox.run(["-qx"])

        #expect(quietVerbose.status == 0 && quietVerbose.stderr.contains("GET "), "-v logs requests: \(quietVerbose.stderr)")
        #expect(try Sandbox.objects(quietVerbose).count == 2)
        #expect(attached.status == 0 && separate.status == 0, "\(attached.stderr)\(separate.stderr)")
        #expect(try Sandbox.objects(attached).count == 3 && Sandbox.objects(separate).count == 4)
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("error: unknown option -qx"), "\(unknown.stderr)")
    }

    @Test("-L is --limit for the list and browse, in help and completions")
    func shortLimit() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let help = try await sandbox.run(["--help"])
        let browseHelp = try await sandbox.run(["browse", "--help"])
        let zsh = try await sandbox.run(["completions", "zsh"])

        #expect(help.stdout.contains("  -L, --limit N"), "\(help.stdout)")
        #expect(browseHelp.stdout.contains("  -L, --limit N"))
        #expect(zsh.stdout.contains("-L"))
    }

    @Test("trending version is a usage error that points at --version; so is any list switch without its dashes")
    func versionWord() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let version = try await sandbox.run(["version"])
        let refresh = try await sandbox.run(["refresh"])

        #expect(version.status == 64 && version.stdout.isEmpty)
        #expect(version.stderr.hasPrefix("error: unknown command 'version'; did you mean 'trending --version'?\n"), "\(version.stderr)")
        #expect(refresh.status == 64 && refresh.stderr.hasPrefix("error: unknown command 'refresh'; did you mean 'trending --refresh'?\n"))
    }

    @Test("a command's help lists its own options, then GLOBAL OPTIONS apart, and the exit codes (issue 5), leaving the environment to the main help")
    func perCommandHelp() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }

        let show = try await sandbox.run(["show", "--help"])
        let main = try await sandbox.run(["--help"])

        let options = try #require(show.stdout.range(of: "\nOPTIONS\n"))
        let globals = try #require(show.stdout.range(of: "\nGLOBAL OPTIONS\n"))
        #expect(options.upperBound < globals.lowerBound)
        let own = show.stdout[options.upperBound..<globals.lowerBound]
        #expect(own.contains("--json") && !own.contains("--api-url") && !own.contains("--verbose"), "\(own)")
        #expect(show.stdout[globals.upperBound...].contains("--api-url URL"))
        #expect(!show.stdout.contains("ENVIRONMENT") && !show.stdout.contains("EXIT CODES") && !show.stdout.contains("GITHUB_TOKEN"))
        #expect(show.stdout.contains("'trending --help' and 'man trending'"))
        #expect(main.stdout.contains("\nGLOBAL OPTIONS\n") && main.stdout.contains("\nENVIRONMENT\n") && main.stdout.contains("\nEXIT CODES\n"))
        #expect(main.stdout.contains("129, 130, 143"))
    }

    @Test("--format table ends no row with spaces, even where the last cells are empty (no description)")
    func tableRowsEndClean() async throws {
        let (sandbox, server) = try makeSUT([.search()])
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--format", "table", "-L", "100"], extra: ["COLUMNS": "200"])

        let lines = result.stdout.split(separator: "\n")
        #expect(result.status == 0 && lines.count == 101, "\(result.stderr)")
        #expect(lines.filter { $0.hasSuffix(" ") }.isEmpty, "\(lines.filter { $0.hasSuffix(" ") })")
    }

    // MARK: - Helpers

    private func makeSUT(_ responses: [StubResponse]) throws -> (Sandbox, LoopbackServer) {
        (Sandbox(), try LoopbackServer(responses: responses))
    }
}
