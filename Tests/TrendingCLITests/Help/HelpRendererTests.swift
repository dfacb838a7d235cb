import Testing
@testable import TrendingCLI

@Suite("HelpRenderer")
struct HelpRendererTests {
    @Test("no command's help has a line of nothing but spaces: an example without a meaning is one line")
    func noBlankPaddedLines() {
        for spec in CommandRegistry.visibleSpecs {
            let lines = HelpRenderer.render(spec).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.contains { !$0.isEmpty && $0.allSatisfy { $0 == " " } }, "\(spec.invocation)")
        }
        #expect(HelpRenderer.render(HideCommand.spec).contains("  trending hide octo-org/rocket\n  trending hide --all\n"))
    }
}
