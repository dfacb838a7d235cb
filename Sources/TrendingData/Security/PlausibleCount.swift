/// The counts an answer may hold: 0…10^12. Anything else is corrupt data, refused at the mapper
/// so no later arithmetic (deltas, formatting, sorting) meets it.
public enum PlausibleCount {
    public static let range = 0...1_000_000_000_000

    public static func contains(_ count: Int) -> Bool {
        range.contains(count)
    }
}
