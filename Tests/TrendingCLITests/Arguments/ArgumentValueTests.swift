import Foundation
import Testing
@testable import TrendingCLI
import TrendingTerminalUI
import TrendingDomain

@Suite("ArgumentValue")
struct ArgumentValueTests {
    @Test("a CaseIterable, String-backed enum takes its cases as its choices, in order")
    func enums() {
        #expect(TrendingPeriod.allValueStrings == TrendingPeriod.allCases.map(\.rawValue))
        #expect(OutputFormat.expectation == "list, table, tsv, json, markdown or atom")
        #expect(TrendingPeriod(argument: "weekly") == .weekly && TrendingPeriod(argument: "Weekly") == nil)
        #expect(Toggle.completion == .choices(["auto", "always", "never"]))
        #expect(TrendingSort.stars.argumentText == "stars")
    }

    @Test("a bounded integer reads only its range and says it in its error")
    func boundedIntegers() {
        #expect(ListLimit(argument: "1")?.value == 1 && ListLimit(argument: "1000")?.value == 1000)
        #expect(ListLimit(argument: "0") == nil && ListLimit(argument: "1001") == nil && ListLimit(argument: "x") == nil)
        #expect(ListLimit.expectation == "a whole number from 1 to 1000 (GitHub's search cap)")
        #expect(StarCount.expectation == "a whole number, 0 or more")
        #expect(StarCount(argument: "-1") == nil && StarCount(argument: "0")?.value == 0)
    }

    @Test("a duration reads units and shows itself the way it is typed")
    func durations() {
        #expect(TimeSpan(argument: "1h30m")?.seconds == 5400)
        #expect(TimeSpan(argument: "soon") == nil)
        // Past a hundred years no clock tells the date it names: a usage error, not a crash (bb36 w-D3).
        #expect(TimeSpan(argument: "36500d") != nil)
        #expect(TimeSpan(argument: "9223372036854775807") == nil && TimeSpan(argument: "2562047788015215h") == nil)
        #expect(TimeSpan(checked: 5400).argumentText == "1h30m" && TimeSpan(checked: 0).argumentText == "0")
        #expect(NetworkTimeout(argument: "2.5")?.seconds == 2.5 && NetworkTimeout(argument: "1m")?.seconds == 60)
        #expect(NetworkTimeout(argument: "0") == nil && NetworkTimeout(argument: "inf") == nil && NetworkTimeout(argument: "nan") == nil)
    }

    @Test("a declaration derives its choices, default, value name and check from its type")
    func declarations() {
        let since = ListOptions.since.info
        #expect(since.choices == ["daily", "weekly", "monthly"] && since.defaultText == "daily" && since.valueName == "PERIOD")
        #expect(since.accepts("monthly") && !since.accepts("yearly"))
        #expect(ListOptions.limit.info.defaultText == "25" && SharedOptions.maxAge.info.defaultText == "1h")
        #expect(ListOptions.language.info.completion == .none && ShowCommand.spec.positionalCompletion == .repos)
    }

    @Test("every option name is spelled the same way, with the same arity, wherever it is declared")
    func consistentNames() {
        let options = CommandRegistry.commands.flatMap { $0.spec.options }
        for option in options {
            let same = options.filter { $0.name == option.name }
            #expect(same.allSatisfy { $0.takesValue == option.takesValue && $0.short == option.short }, "\(option.name)")
        }
    }
}
