import TrendingTerminalUI

/// The `--color` a usage error's `error:` is drawn with. The command line could not be parsed,
/// so its words before `--` are looked through for `--color WHEN` or `--color=WHEN` (the last
/// valid one wins, as in parsing); else the config file's `color`; else `auto`.
enum UsageErrorColor {
    static func choice(_ arguments: [String], config: ConfigDefaults?) -> Toggle {
        var chosen: Toggle?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let (name, attached) = OptionSyntax.split(arguments[index])
            if name == "--color" {
                let value = attached ?? (index + 1 < arguments.endIndex ? arguments[index + 1] : nil)
                if let toggle = value.flatMap(Toggle.init(rawValue:)) { chosen = toggle }
                if attached == nil { index += 1 }
            }
            index += 1
        }
        if let chosen { return chosen }
        return config?.entries.last { $0.key == "color" }.flatMap { Toggle(rawValue: $0.value) } ?? .auto
    }
}
