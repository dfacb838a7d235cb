import Foundation

struct Options {
    var fixtures: URL?
    var iterations: Int?
    var filter: String?
    var tsv: String?
    var dump1000: String?
}

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trending-bench: \(message)\nusage: trending-bench [--fixtures DIR] [--iterations N] [--filter TEXT] [--tsv FILE] [--dump-1000 FILE]\n".utf8))
    exit(64)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func value(_ flag: String) -> String {
        index += 1
        guard index < arguments.count else { usage("\(flag) needs a value") }
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--fixtures": options.fixtures = URL(fileURLWithPath: value(argument))
        case "--iterations":
            guard let count = Int(value(argument)), count > 0 else { usage("--iterations needs a positive number") }
            options.iterations = count
        case "--filter": options.filter = value(argument)
        case "--tsv": options.tsv = value(argument)
        case "--dump-1000": options.dump1000 = value(argument)
        case "-h", "--help": usage("micro-benchmarks; see Benchmarks/README.md")
        default: usage("unknown argument \(argument)")
        }
        index += 1
    }
    return options
}
