extension StringProtocol {
    /// The text without the leading and trailing characters `drop` picks: what Foundation's
    /// `trimmingCharacters(in:)` does, without the `CharacterSet` only full Foundation has.
    public func trimmingEdges(where drop: (Character) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}

extension Character {
    /// A tab or a space separator (Unicode's Zs): what `CharacterSet.whitespaces` holds. Line
    /// breaks are not blanks.
    public var isBlank: Bool {
        self == "\t" || (unicodeScalars.count == 1 && unicodeScalars.first?.properties.generalCategory == .spaceSeparator)
    }
}
