/// The search items left out of a list, each repo counted once however many pages repeat it:
/// those with an impossible count or date, and those that can't be read as a repo at all.
struct LeftOutItems: Equatable {
    private var implausible = Set<String>()
    private var unreadable = Set<String>()
    /// Unreadable items that name no repo (no id, no name): each counts on its own.
    private var unnamed = 0

    var implausibleCount: Int { implausible.count }
    var unreadableCount: Int { unreadable.count + unnamed }

    /// - Parameter key: `ItemDTO.key`.
    mutating func addImplausible(_ key: String) {
        implausible.insert(key)
    }

    /// - Parameter key: `ItemDTO.key`, or nil when the item names no repo.
    mutating func addUnreadable(_ key: String?) {
        guard let key else { return unnamed += 1 }
        unreadable.insert(key)
    }

    mutating func formUnion(_ other: LeftOutItems) {
        implausible.formUnion(other.implausible)
        unreadable.formUnion(other.unreadable)
        unnamed += other.unnamed
    }
}
