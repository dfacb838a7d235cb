import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingCLI
import TrendingTerminalUI

@Suite("CompletionScript")
struct CompletionScriptTests {
    @Test("covers every command, every flag and the values of --since, --format and --color", arguments: Shell.allCases)
    func coverage(shell: Shell) {
        let script = CompletionScript.render(shell)
        for command in CommandRegistry.visibleSpecs where !command.name.isEmpty {
            #expect(script.contains(command.name), "\(shell): \(command.name)")
        }
        for flag in Declarations.allFlagNames {
            let written = shell == .fish ? (flag.hasPrefix("--") ? "-l \(flag.dropFirst(2))" : "-s \(flag.dropFirst())") : flag
            #expect(script.contains(written), "\(shell): \(flag)")
        }
        for option in Declarations.visibleOptions where !option.choices.isEmpty {
            guard shell == .fish, !option.choiceSummaries.isEmpty else {
                #expect(script.contains(option.choices.joined(separator: " ")), "\(shell): the values of \(option.name)")
                continue
            }
            // fish shows each value with its own words, not the flag's help.
            let described = option.choices.map { "\($0) \"\(option.choiceSummaries[$0] ?? "")\"" }.joined(separator: " ")
            #expect(script.contains(described), "\(shell): the values of \(option.name), each described")
        }
        // fish through the function that leaves out names already typed.
        let asks = { (topic: String) in script.contains("trending __complete \(topic)") || script.contains("__trending_untyped \(topic)") }
        #expect(asks("repos"), "\(shell) completes OWNER/REPO through __complete")
        // unhide completes the hidden repos, unbookmark the bookmarks.
        #expect(asks("hidden"), "\(shell): unhide")
        #expect(asks("bookmarks"), "\(shell): unbookmark")
    }

    @Test("fish describes every fixed value of every flag with words of its own")
    func everyValueDescribed() {
        for option in Declarations.visibleOptions where !option.choices.isEmpty {
            let missing = option.choices.filter { (option.choiceSummaries[$0] ?? "").isEmpty }
            #expect(missing.isEmpty, "\(option.name): no words for \(missing)")
        }
    }

    /// Each shell checks its own script when it is installed; `.ci/run` installs all three.
    static let installedShells = Shell.allCases.filter { FileManager.default.isExecutableFile(atPath: checker(for: $0)) }

    static func checker(for shell: Shell) -> String {
        ["bash": "/bin/bash", "zsh": "/usr/bin/zsh", "fish": "/usr/bin/fish"][shell.rawValue]!
    }

    @Test("is valid syntax for its shell", arguments: installedShells)
    func syntax(shell: Shell) async throws {
        try await offThePool {
            let checker = Self.checker(for: shell)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("trending-completion-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            try CompletionScript.render(shell).write(to: file, atomically: true, encoding: .utf8)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: checker)
            process.arguments = ["-n", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()

            #expect(process.terminationStatus == 0, "\(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        }
    }

    @Test("bash completes commands, flags and flag values")
    func bashBehaviour() async throws {
        try await offThePool {
            try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"))
            func complete(_ words: [String]) throws -> [String] {
                let script = CompletionScript.render(.bash) + """
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                _trending; printf '%s\\n' "${COMPREPLY[@]}"
                """
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", script]
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                process.waitUntilExit()
                return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
            }

            #expect(try complete(["trending", "bo"]) == ["bookmark", "bookmarks"])
            #expect(try complete(["trending", "--since", ""]) == ["daily", "weekly", "monthly"])
            #expect(try complete(["trending", "show", "a/b", "--re"]) == ["--refresh"])
            #expect(try complete(["trending", "cache", ""]) == ["clear", "path"])
            #expect(try complete(["trending", "--since", "weekly", "--l"]) == ["--language", "--limit", "--long-stats"])
            #expect(try complete(["trending", "-v", "bookmarks", "--j"]) == ["--json"])
            #expect(try complete(["trending", "help", "bookm"]) == ["bookmark", "bookmarks"])
            #expect(try complete(["trending", "--format", ""]) == OutputFormat.allCases.map(\.rawValue))
            #expect(try complete(["trending", "--scope", "all", "--source", ""]) == ["auto", "page", "search"])
            #expect(try complete(["trending", "--sort", ""]) == ["stars", "velocity", "gained", "page"])
            #expect(try complete(["trending", "--spo"]) == ["--spoken-language"])
        }
    }

    @Test("bash completes developers, its own flags and its own --format values")
    func bashDevelopers() async throws {
        try await offThePool {
            try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"))
            func complete(_ words: [String]) throws -> [String] {
                let script = CompletionScript.render(.bash) + """
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                _trending; printf '%s\\n' "${COMPREPLY[@]}"
                """
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", script]
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                process.waitUntilExit()
                return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
            }

            #expect(try complete(["trending", "dev"]) == ["developers"])
            #expect(try complete(["trending", "developers", "--sp"]) == ["--spoken-language"])
            #expect(try complete(["trending", "developers", "--format", ""]) == ["list", "table", "tsv", "json"])
            #expect(try complete(["trending", "developers", "--since", ""]) == ["daily", "weekly", "monthly"])
            #expect(try !complete(["trending", "developers", "--"]).contains("--limit"), "the list's flags are not developers'")
        }
    }
}
