#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Star and fork counts as people read them: 999, 1.0k, 12.3k, 1.2M, 3.0B.
public enum CompactCountFormatter {
    public static func string(_ count: Int) -> String {
        let magnitude = count.magnitude
        guard magnitude >= 1000 else { return String(count) }
        let sign = count < 0 ? "-" : ""
        let units: [(Double, String)] = [(1e3, "k"), (1e6, "M"), (1e9, "B"), (1e12, "T")]
        let value = Double(magnitude)
        for (index, (scale, suffix)) in units.enumerated() {
            let tenths = (value / scale * 10).rounded()
            // 999,950 rounds to 1000.0k: that reads better as the next unit up.
            if tenths < 10_000 || index == units.count - 1 {
                return "\(sign)\(Int(tenths) / 10).\(Int(tenths) % 10)\(suffix)"
            }
        }
        return String(count)
    }

    /// An exact count with thousands separators: 12,345.
    public static func long(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }
}
