import Foundation
import Testing

/// Keeps doc comments short: a `///` block says what a thing is for in a sentence or two, and
/// the rationale lives in Architecture.md's Decisions.
@Suite("Doc comment length")
struct DocCommentLengthTests {
    static let maxLines = 5

    @Test("no /// block in Sources is longer than five lines")
    func shortDocComments() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "found only \(files.count) sources under \(Self.sources.path)")
        var long: [String] = []
        for path in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            long += Self.longBlocks(in: text).map { "\(path):\($0.line) (\($0.length) lines)" }
        }
        #expect(long.isEmpty, "/// blocks longer than \(Self.maxLines) lines; say what the thing is for and move the why to Architecture.md's Decisions:\n\(long.joined(separator: "\n"))")
    }

    @Test("a block of six /// lines is found at its first line")
    func findsLongBlock() {
        let text = "import X\n" + String(repeating: "    /// line\n", count: 6) + "func f() {}\n/// short\nlet a = 1\n"
        let blocks = Self.longBlocks(in: text)
        #expect(blocks.map(\.line) == [2])
        #expect(blocks.map(\.length) == [6])
        #expect(Self.longBlocks(in: String(repeating: "/// line\n", count: 5)).isEmpty)
    }

    // MARK: - Helpers

    /// The package root: Tests/TrendingCLITests/Help/ → up three.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var sources: URL { root.appendingPathComponent("Sources") }

    /// Every Swift file under Sources, as a path from the package root.
    static func sourceFiles() throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// The `///` blocks longer than `maxLines`: their first line (1-based) and their length.
    static func longBlocks(in text: String) -> [(line: Int, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(line: Int, length: Int)] = []
        var index = 0
        while index < lines.count {
            guard Self.isDocLine(lines[index]) else { index += 1; continue }
            let start = index
            while index < lines.count, Self.isDocLine(lines[index]) { index += 1 }
            if index - start > maxLines { found.append((start + 1, index - start)) }
        }
        return found
    }

    private static func isDocLine(_ line: Substring) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix("///")
    }
}
