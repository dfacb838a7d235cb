/// A count with its noun in the right number: `1 repo`, `3 repos`, `1 repository`, `2 repositories`.
public enum Plural {
    /// - Parameter plural: the plural form when it is not the singular plus `s`.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    /// Items in a sentence: `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
