#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses durations such as `90`, `45s`, `15m`, `1h`, `2d` and `1h30m` into seconds.
enum DurationParser {
    static func seconds(_ text: String) -> TimeInterval? {
        if let plain = Int(text), plain >= 0 { return TimeInterval(plain) }
        var total: TimeInterval = 0
        var number = ""
        var sawUnit = false
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int(number) else { return nil }
            switch character {
            case "s": total += TimeInterval(value)
            case "m": total += TimeInterval(value) * 60
            case "h": total += TimeInterval(value) * 3600
            case "d": total += TimeInterval(value) * 86_400
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        return sawUnit && number.isEmpty ? total : nil
    }
}
