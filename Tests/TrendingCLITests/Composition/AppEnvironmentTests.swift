import Foundation
import Testing
import TrendingTestSupport
@testable import TrendingCLI

@Suite("AppEnvironment: what the process was given")
struct AppEnvironmentTests {
    @Test("the variables are the process's environment, as Foundation reads it")
    func variablesMatchFoundation() {
        #expect(AppEnvironment.processVariables() == ProcessInfo.processInfo.environment)
    }

    @Test("a crafted environment block: names, values with '=' and empty values kept; an entry without '=' is none; the first of a repeated name wins")
    func variablesOfACraftedBlock() {
        let entries = ["A=1", "B=x=y", "EMPTY=", "NOEQUALS", "A=2", "Ü=ä"]
        var block = entries.map { strdup($0) } + [nil]
        defer { block.forEach { free($0) } }

        let variables = block.withUnsafeMutableBufferPointer { AppEnvironment.processVariables($0.baseAddress) }

        #expect(variables == ["A": "1", "B": "x=y", "EMPTY": "", "Ü": "ä"])
    }
}
