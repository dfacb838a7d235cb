import Testing
import TrendingPresentation
@testable import TrendingTerminalUI

@Suite("DevelopersRenderer at every width")
struct DevelopersRendererTests {
    @Test("no line of the list or the table is wider than the terminal, down to one column (bb39 h2-D4)", arguments: Array(1...40))
    func fits(width: Int) {
        let rows = (1...25).map { rank in
            DeveloperRowViewModel(
                rank: String(rank), login: "dev\(rank)", name: "Some Name", popularRepo: "dev\(rank)/tool",
                popularRepoDescription: "A tool that does things", url: "https://github.com/dev\(rank)"
            )
        }
        for text in [DevelopersRenderer.list(rows, width: width), DevelopersRenderer.table(rows, width: width)] {
            let lines = text.split(separator: "\n").map(String.init)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { DisplayWidth.columns($0) <= width }, "\(width): \(lines.prefix(3))")
        }
    }
}
