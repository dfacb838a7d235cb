import Foundation
import Testing
import TrendingTestSupport

/// Issue 21, items 7 and 9: one unpaired surrogate costs only its own text, an unterminated
/// control string only its introducer, and a huge description no Markdown line its sanity.
@Suite("hostile text costs only itself, end to end")
struct HostileTextEndToEndTests {
    @Test("an unpaired surrogate in one description is repaired to U+FFFD and the whole list shown, fresh and cached")
    func loneSurrogateSearch() async throws {
        let body = withEscapes(HostileAnswers.search([
            HostileAnswers.item(id: 1, name: "lone", description: "SURROGATE"), HostileAnswers.item(id: 2, name: "fine", description: "ok"),
        ]), ["SURROGATE": #"a\ud800b \udc00c"#])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let fresh = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        let cached = try await sandbox.run(["--api-url", server.baseURL, "--json", "--offline"])

        for result in [fresh, cached] {
            #expect(result.status == 0, "\(result.status) \(result.stderr)")
            let objects = try Sandbox.objects(result)
            // Equal stars: ties break by name, so fine comes first.
            #expect(objects.map { $0["name"] as? String } == ["fine", "lone"])
            #expect(objects.first { $0["name"] as? String == "lone" }?["description"] as? String == "a\u{FFFD}b \u{FFFD}c")
        }
    }

    @Test("an unpaired surrogate in a repo's answer or a hand-edited cache file is repaired, not the whole read lost")
    func loneSurrogateDetailAndCache() async throws {
        let detail = withEscapes(HostileAnswers.repo(htmlURL: "https://github.com/octo-org/rocket", homepage: "https://rocket.example"), [
            #""description":""#: #""description":"x\udbff "#,
        ])
        let search = HostileAnswers.search([HostileAnswers.item(id: 1, description: "PLAIN")])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { request, _ in request.path.hasPrefix("/repos/") ? .json(200, detail) : .json(200, search) })
        defer { sandbox.remove(); server.stop() }
        let api = ["--api-url", server.baseURL]

        let show = try await sandbox.run(["show", "octo-org/rocket", "--json"] + api)
        #expect(try await sandbox.run(api).status == 0)
        let name = try #require(sandbox.cacheFiles().first { $0.contains("search-") })
        let file = sandbox.cacheDirectory.appendingPathComponent(name)
        try withEscapes(try Data(contentsOf: file), ["PLAIN": #"p\udfffq"#]).write(to: file)
        let cached = try await sandbox.run(api + ["--json", "--offline"])

        #expect(show.status == 0, "\(show.status) \(show.stderr)")
        #expect(show.stdout.contains("x\u{FFFD} "), "\(show.stdout)")
        #expect(cached.status == 0 && !cached.stderr.contains("moved to"), "\(cached.status) \(cached.stderr)")
        #expect(try Sandbox.objects(cached).first?["description"] as? String == "p\u{FFFD}q")
    }

    @Test("an unterminated C1 APC or ESC-introduced string drops only its introducer, in --json and the list")
    func unterminatedControlStrings() async throws {
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1, name: "apc", description: "a\u{9F}b keeps the rest"),
            HostileAnswers.item(id: 2, name: "dcs", description: "c\u{1B}Pd keeps the rest"),
            HostileAnswers.item(id: 3, name: "osc", description: "e\u{1B}]52;c;f keeps the rest"),
        ])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let json = try await sandbox.run(["--api-url", server.baseURL, "--json"])
        let list = try await sandbox.run(["--api-url", server.baseURL, "--format", "tsv"])

        #expect(try Sandbox.objects(json).map { $0["description"] as? String } == ["ab keeps the rest", "cd keeps the rest", "e52;c;f keeps the rest"])
        for kept in ["ab keeps the rest", "cd keeps the rest", "e52;c;f keeps the rest"] {
            #expect(list.stdout.contains(kept), "\(list.stdout.debugDescription)")
        }
        #expect(HostileAnswers.isClean(json.stdout) && HostileAnswers.isClean(list.stdout))
    }

    @Test("a 20,000-character description wraps in Markdown: no line past 100 columns or 400 bytes, one item per repo", arguments: ["words", "one word"])
    func markdownWraps(kind: String) async throws {
        let description = kind == "words"
            ? String(repeating: "lorem ipsum -dolor 1. sit ", count: 770)
            : String(repeating: "x*", count: 10_000)
        let body = HostileAnswers.search([
            HostileAnswers.item(id: 1, name: "long", description: description), HostileAnswers.item(id: 2, name: "short", description: "Ships fast"),
        ])
        let sandbox = Sandbox()
        let server = try LoopbackServer(handler: { _, _ in .json(200, body) })
        defer { sandbox.remove(); server.stop() }

        let result = try await sandbox.run(["--api-url", server.baseURL, "--format", "markdown"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()

        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines.count > 100, "wrapped: \(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 100 && $0.utf8.count <= 400 }, "\(lines.map(\.count).max() ?? 0)")
        #expect(lines.filter { $0.hasPrefix("- [") }.count == 2, "two items")
        #expect(lines.allSatisfy { $0.hasPrefix("- [") || ($0.hasPrefix("  ") && !$0.hasPrefix("  -") && !$0.hasPrefix("   ")) })
        #expect(!lines.contains { $0.range(of: #"^  [0-9]+\."#, options: .regularExpression) != nil }, "no line opens an ordered list")
    }

    // MARK: - Helpers

    /// `data` with each key's text replaced by raw JSON text (escapes JSONSerialization never writes).
    private func withEscapes(_ data: Data, _ replacements: [String: String]) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        for (placeholder, raw) in replacements { text = text.replacingOccurrences(of: placeholder, with: raw) }
        return Data(text.utf8)
    }
}
