#if canImport(Glibc)
import Foundation
import Testing
@testable import TrendingCLI
import TrendingTerminalUI
import TrendingTestSupport

/// The completion scripts in real shells: each shell runs on a pseudo-terminal with the script
/// installed the way README says; the test types, presses Tab and reads the screen. `.ci/run`
/// installs zsh, fish and bash-completion; a shell that is missing skips its test.
@Suite("Shell completion, end to end", .serialized)
struct ShellCompletionEndToEndTests {
    @Test("zsh with compinit completes flags, their values, show's flags and OWNER/REPO")
    func zsh() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed; .ci/run installs it")
        let sandbox = try await Self.sandboxWithBookmark()
        defer { sandbox.remove() }
        let functions = sandbox.root.appendingPathComponent("zfunc")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        try CompletionScript.render(.zsh).write(to: functions.appendingPathComponent("_trending"), atomically: true, encoding: .utf8)

        let shell = try ShellSession(path: "/usr/bin/zsh", arguments: ["-f", "-i"], environment: Self.environment(sandbox))
        shell.type("PS1='READY> '; fpath=(\(functions.path) $fpath); autoload -U compinit; compinit -u -D; echo SET''UP\n")
        #expect(shell.wait { $0.contains("SETUP") })

        var mark = shell.mark
        shell.type("trending --fo\t")
        #expect(shell.wait(since: mark) { $0.contains("trending --format") }, "\(shell.screen(since: mark))")
        #expect(!shell.screen.contains("invalid argument"), "\(shell.screen)")

        mark = shell.mark
        shell.type(" \t")
        #expect(shell.wait(since: mark) { screen in OutputFormat.allCases.allSatisfy { screen.contains($0.rawValue) } }, "\(shell.screen(since: mark))")

        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending show --\t")
        #expect(shell.wait(since: mark) { $0.contains("--offline") && $0.contains("--max-age") }, "\(shell.screen(since: mark))")
        #expect(!shell.screen(since: mark).contains("--since"), "show's flags only")

        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending -v show oc\t")
        #expect(shell.wait(since: mark) { $0.contains("octo-org/rocket") }, "\(shell.screen(since: mark))")
        #expect(!shell.screen.contains("invalid argument"), "\(shell.screen)")

        // unhide offers the hidden repos; unbookmark the bookmarks.
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending unhide oc\t")
        #expect(shell.wait(since: mark) { $0.contains("unhide octo-org/hidden-one") }, "\(shell.screen(since: mark))")
        // unhide takes several names: the second is completed from the hidden repos too.
        mark = shell.mark
        shell.type(" zz\t")
        #expect(shell.wait(since: mark) { $0.contains("zz-org/hidden-two") }, "\(shell.screen(since: mark))")
        // A name already typed is not offered again: the one left is completed whole.
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending unhide ZZ-org/hidden-two \t")
        #expect(shell.wait(since: mark) { $0.contains("unhide ZZ-org/hidden-two octo-org/hidden-one") }, "\(shell.screen(since: mark))")
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending unbookmark oc\t")
        #expect(shell.wait(since: mark) { $0.contains("unbookmark octo-org/rocket") }, "\(shell.screen(since: mark))")
        // hide --all takes no OWNER/REPO, so none is offered after it.
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending hide --all oc\t")
        shell.type("\u{15}echo CHECK''ED\n")
        #expect(shell.wait(since: mark) { $0.contains("CHECKED") }, "\(shell.screen(since: mark))")
        #expect(!shell.screen(since: mark).contains("octo-org/rocket"), "\(shell.screen(since: mark))")
    }

    @Test("zsh also completes when the script is sourced after compinit")
    func zshSourced() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed; .ci/run installs it")
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let script = sandbox.root.appendingPathComponent("trending.zsh")
        try CompletionScript.render(.zsh).write(to: script, atomically: true, encoding: .utf8)

        let shell = try ShellSession(path: "/usr/bin/zsh", arguments: ["-f", "-i"], environment: Self.environment(sandbox))
        shell.type("PS1='READY> '; autoload -U compinit; compinit -u -D; source \(script.path); echo SET''UP\n")
        #expect(shell.wait { $0.contains("SETUP") })
        let mark = shell.mark
        shell.type("trending --sin\t")
        #expect(shell.wait(since: mark) { $0.contains("trending --since") }, "\(shell.screen(since: mark))")
        #expect(!shell.screen.contains("_arguments"), "\(shell.screen)")
    }

    @Test("bash with bash-completion completes after flags that take values, help's commands and OWNER/REPO")
    func bash() async throws {
        let library = "/usr/share/bash-completion/bash_completion"
        try #require(FileManager.default.fileExists(atPath: library), "bash-completion is not installed; .ci/run installs it")
        let sandbox = try await Self.sandboxWithBookmark()
        defer { sandbox.remove() }
        let script = sandbox.root.appendingPathComponent("trending.bash")
        try CompletionScript.render(.bash).write(to: script, atomically: true, encoding: .utf8)

        let shell = try ShellSession(path: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: Self.environment(sandbox))
        shell.type("PS1='READY> '; source \(library); source \(script.path); echo SET''UP\n")
        #expect(shell.wait { $0.contains("SETUP") })

        var mark = shell.mark
        shell.type("trending --since weekly --l\t\t")
        #expect(shell.wait(since: mark) { $0.contains("--long-stats") && $0.contains("--language") }, "\(shell.screen(since: mark))")

        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending help \t\t")
        #expect(shell.wait(since: mark) { $0.contains("bookmarks") && $0.contains("completions") }, "\(shell.screen(since: mark))")

        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending --format \t\t")
        #expect(shell.wait(since: mark) { $0.contains("table") && $0.contains("tsv") }, "\(shell.screen(since: mark))")

        // A URL's colons do not end the word: the command after `--api-url URL` is still found (bb36 w-D1).
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending --api-url http://127.0.0.1:8787 show oc\t")
        #expect(shell.wait(since: mark) { $0.contains("8787 show octo-org/rocket") }, "\(shell.screen(since: mark))")

        for command in ["show", "open", "unbookmark", "history"] {
            shell.type("\u{15}")
            mark = shell.mark
            shell.type("trending \(command) oc\t")
            #expect(shell.wait(since: mark) { $0.contains("\(command) octo-org/rocket") }, "\(command): \(shell.screen(since: mark))")
        }
        // unhide offers the hidden repos, not the bookmark.
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending unhide oc\t")
        #expect(shell.wait(since: mark) { $0.contains("unhide octo-org/hidden-one") }, "\(shell.screen(since: mark))")
        // A name already typed, in any case, is not offered again: the one left completes whole.
        shell.type("\u{15}")
        mark = shell.mark
        shell.type("trending unhide ZZ-org/Hidden-Two \t")
        #expect(shell.wait(since: mark) { $0.contains("unhide ZZ-org/Hidden-Two octo-org/hidden-one") }, "\(shell.screen(since: mark))")
    }

    @Test("bash: a hostile repo name in the last list is never offered, so Tab runs none of its $( ) or backticks")
    func bashHostileName() async throws {
        let library = "/usr/share/bash-completion/bash_completion"
        try #require(FileManager.default.fileExists(atPath: library), "bash-completion is not installed; .ci/run installs it")
        let sandbox = Sandbox()
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1, owner: "ob", name: "x$(touch pwned-one)`touch pwned-two`", description: "d"),
            HostileAnswers.item(id: 2, owner: "ob", name: "fine", description: "d"),
        ])
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }
        #expect(try await sandbox.run(["--api-url", server.baseURL]).status == 0)
        let script = sandbox.root.appendingPathComponent("trending.bash")
        try CompletionScript.render(.bash).write(to: script, atomically: true, encoding: .utf8)

        let shell = try ShellSession(path: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: Self.environment(sandbox))
        shell.type("cd \(sandbox.root.path); PS1='READY> '; source \(library); source \(script.path); echo SET''UP\n")
        #expect(shell.wait { $0.contains("SETUP") })
        let mark = shell.mark
        shell.type("trending show ob\t\t")
        #expect(shell.wait(since: mark) { $0.contains("ob/fine") }, "\(shell.screen(since: mark))")
        shell.drain()

        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
        #expect(!files.contains { $0.hasPrefix("pwned") }, "Tab ran a command from the network: \(files)")
    }

    @Test("fish offers enumerated values, each with its own description, never file names, and OWNER/REPO")
    func fish() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed; .ci/run installs it")
        let sandbox = try await Self.sandboxWithBookmark()
        defer { sandbox.remove() }
        let script = sandbox.root.appendingPathComponent("trending.fish")
        try CompletionScript.render(.fish).write(to: script, atomically: true, encoding: .utf8)
        // A file the shell could offer, were it completing file names.
        try Data().write(to: sandbox.root.appendingPathComponent("table-of-files.txt"))

        var environment = Self.environment(sandbox)
        environment["XDG_CONFIG_HOME"] = sandbox.root.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = sandbox.root.appendingPathComponent("data").path
        let shell = try ShellSession(path: "/usr/bin/fish", arguments: ["--no-config", "-i"], environment: environment)
        shell.type("cd \(sandbox.root.path); function fish_prompt; echo 'READY> '; end; source \(script.path); echo SET''UP\n")
        #expect(shell.wait { $0.contains("SETUP") })

        var mark = shell.mark
        shell.type("trending --format \t")
        #expect(shell.wait(since: mark) { $0.contains("tsv") && $0.contains("json") }, "\(shell.screen(since: mark))")
        shell.drain()
        #expect(!shell.screen(since: mark).contains("table-of-files"), "a file name was offered: \(shell.screen(since: mark))")

        shell.type("\u{1B}\u{15}")
        shell.drain()
        mark = shell.mark
        shell.type("trending --since \t")
        #expect(shell.wait(since: mark) { $0.contains("the last 7 days") }, "each value its own words: \(shell.screen(since: mark))")
        shell.drain()
        #expect(!shell.screen(since: mark).contains("ending now"), "not the flag's whole help: \(shell.screen(since: mark))")

        // developers' own --format, narrower than the list's, with the same words for each value.
        shell.type("\u{1B}\u{15}")
        shell.drain()
        mark = shell.mark
        shell.type("trending developers --format \t")
        #expect(shell.wait(since: mark) { $0.contains("tab-separated, for cut and awk") }, "\(shell.screen(since: mark))")
        shell.drain()
        #expect(!shell.screen(since: mark).contains("a header row and exact values"), "not the flag's whole help: \(shell.screen(since: mark))")

        shell.type("\u{1B}\u{15}")
        shell.drain()
        mark = shell.mark
        shell.type("trending --offline show oc\t")
        #expect(shell.wait(since: mark) { $0.contains("octo-org/rocket") }, "\(shell.screen(since: mark))")

        shell.type("\u{1B}\u{15}")
        shell.drain()
        mark = shell.mark
        shell.type("trending unhide oc\t")
        #expect(shell.wait(since: mark) { $0.contains("unhide octo-org/hidden-one") }, "hidden repos only: \(shell.screen(since: mark))")

        // A name already typed, in any case, is not offered again: the one left completes whole.
        shell.type("\u{1B}\u{15}")
        shell.drain()
        mark = shell.mark
        shell.type("trending unhide ZZ-org/Hidden-Two \t")
        #expect(shell.wait(since: mark) { $0.contains("unhide ZZ-org/Hidden-Two octo-org/hidden-one") }, "\(shell.screen(since: mark))")
    }

    @Test("bash and fish offer no second OWNER/REPO to a command that takes one, unhide's others still, none beside hide --all; nothing after a lone -- (no command follows it); bash skips a bundled -qL's value")
    func argumentsCounted() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed; .ci/run installs it")
        let sandbox = try await Self.sandboxWithBookmark()
        defer { sandbox.remove() }
        let bashScript = sandbox.root.appendingPathComponent("trending.bash"), fishScript = sandbox.root.appendingPathComponent("trending.fish")
        try CompletionScript.render(.bash).write(to: bashScript, atomically: true, encoding: .utf8)
        try CompletionScript.render(.fish).write(to: fishScript, atomically: true, encoding: .utf8)
        func run(_ path: String, _ arguments: [String]) throws -> String {
            let process = Process(), output = Pipe()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.environment = Self.environment(sandbox)
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        // bash without bash-completion: the script reads COMP_WORDS itself.
        func bash(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let line = "source \(bashScript.path); COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _trending; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try run("/bin/bash", ["--norc", "--noprofile", "-c", line]).split(separator: "\n").map(String.init)
        }
        func fish(_ line: String) throws -> [String] {
            try run("/usr/bin/fish", ["--no-config", "-c", "source \(fishScript.path); complete -C '\(line)'"])
                .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }

        #expect(try bash(["trending", "show", ""]) == ["octo-org/rocket"])
        #expect(try bash(["trending", "show", "octo-org/rocket", ""]).isEmpty)
        #expect(try bash(["trending", "unhide", "octo-org/hidden-one", ""]) == ["zz-org/hidden-two"])
        #expect(try bash(["trending", "--", ""]).isEmpty)
        #expect(try bash(["trending", ""]).contains("show"))
        // COMP_WORDBREAKS splits a URL at its colons; the script puts it back together (bb36 w-D1).
        #expect(try bash(["trending", "--api-url", "http", ":", "//127.0.0.1", ":", "8787", "show", ""]) == ["octo-org/rocket"])
        #expect(try bash(["trending", "--api-url", "=", "http", ":", "//127.0.0.1", ":", "8787", "sh"]) == ["show"])
        #expect(try fish("trending show ").contains("octo-org/rocket"))
        #expect(try fish("trending show octo-org/rocket ").isEmpty)
        #expect(try fish("trending unhide octo-org/hidden-one ") == ["zz-org/hidden-two"])
        #expect(try fish("trending -- ").isEmpty)
        #expect(try fish("trending ").contains("show"))
        // hide's --all stands in for its OWNER/REPO: neither is offered beside the other.
        #expect(try bash(["trending", "hide", ""]).contains("octo-org/rocket"))
        #expect(try bash(["trending", "hide", "--all", ""]).isEmpty)
        #expect(try bash(["trending", "hide", "octo-org/rocket", "--a"]) == ["--api-url"])
        #expect(try bash(["trending", "hide", "--a"]).contains("--all"))
        #expect(try fish("trending hide --all ").isEmpty)
        #expect(try fish("trending hide octo-org/rocket --a").map { $0 } == ["--api-url"])
        // A cluster of one-letter options whose last takes a value skips that value (-qL 5 is -q -L 5).
        // Only browse takes -L: a command is offered only when it takes every option typed before it.
        #expect(try bash(["trending", "-qL", "5", "b"]) == ["browse"])
        #expect(try bash(["trending", "-qL5", "b"]) == ["browse"])
        #expect(try bash(["trending", "--new-only", ""]).isEmpty)
        #expect(try bash(["trending", "-V", ""]).isEmpty)
        #expect(try bash(["trending", "--since=weekly", ""]) == ["browse", "developers"])
        #expect(try bash(["trending", "--offline", ""]) == ["browse", "show", "developers"])
        #expect(try fish("trending --new-only ").isEmpty)
        #expect(try fish("trending --long-stats ") == ["browse"])
        #expect(try fish("trending -qL 5 b") == ["browse"])
        #expect(try bash(["trending", "-qv", "b"]) == ["browse", "bookmark", "bookmarks"])
        #expect(try bash(["trending", "-qL", ""]).isEmpty, "-L's value: a number, nothing to offer")
        #expect(try bash(["trending", "-vL", "5", "--since", ""]) == ["daily", "weekly", "monthly"])
    }

    // MARK: - Helpers

    /// A sandbox whose state has one bookmark and one hidden repo, for OWNER/REPO completion.
    private static func sandboxWithBookmark() async throws -> Sandbox {
        let sandbox = Sandbox()
        let result = try await sandbox.run(["bookmark", "octo-org/rocket"])
        let hidden = try await sandbox.run(["hide", "octo-org/hidden-one"])
        let second = try await sandbox.run(["hide", "zz-org/hidden-two"])
        #expect(result.status == 0 && hidden.status == 0 && second.status == 0, "\(result.stderr)\(hidden.stderr)\(second.stderr)")
        return sandbox
    }

    /// The sandbox's environment, with the built `trending` first on PATH, as an installed one would be.
    private static func environment(_ sandbox: Sandbox) -> [String: String] {
        var environment = sandbox.environment
        let binaries = BinaryRunner.executableURL(named: "trending").deletingLastPathComponent().path
        environment["PATH"] = "\(binaries):/usr/bin:/bin"
        environment["TERM"] = "xterm"
        return environment
    }
}
#endif
