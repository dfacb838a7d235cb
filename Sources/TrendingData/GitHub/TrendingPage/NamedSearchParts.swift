/// The parts of a refused rows' search still to ask, narrowed down as a binary search for the
/// names GitHub refuses (a gone or private repo): of a part known to hold one, the first half is
/// asked; when it answers, the other half holds it and is split again without being asked. So
/// one such repo among 25 costs at most 5 searches and about 5 rows with it (6.3 by halving).
struct NamedSearchParts {
    /// Parts to ask, each with whether it is known to hold a refused name.
    private var pending: [(names: ArraySlice<String>, holdsRefused: Bool)]
    /// The other half of the part whose first half was given last, not asked yet.
    private var sibling: ArraySlice<String>?
    private var extraLeft: Int
    /// The searches given so far, the first one included.
    private(set) var asked = 0
    /// The names left out: refused alone, or in a part no search was left to ask or narrow down.
    private(set) var leftOut: [String] = []
    /// The parts of `leftOut` known to hold a refused name: a later read narrows them down from
    /// where this one stopped (`refusedParts`), so two gone repos cost fewer rows each read.
    private(set) var refusedParts: [[String]] = []

    /// - Parameters:
    ///   - suspects: names an earlier read left out when GitHub refused some: asked apart, after the rest.
    ///   - refusedParts: parts of those GitHub refused then: narrowed down from there, never asked
    ///     whole again; only while every name of one is asked now (a row gone may have been it).
    init(_ names: [String], suspects: Set<String> = [], refusedParts earlier: [Set<String>] = [], extraSearches: Int) {
        let asked = Set(names)
        var placed = Set<String>(), held: [(names: ArraySlice<String>, holdsRefused: Bool)] = []
        for part in earlier where !part.isEmpty && part.isSubset(of: asked) && part.isDisjoint(with: placed) {
            held.append((names.filter(part.contains)[...], true))
            placed.formUnion(part)
        }
        let rest = names.filter { !placed.contains($0) }
        let apart = rest.filter(suspects.contains)
        if rest.isEmpty {
            pending = held
        } else if apart.isEmpty || apart.count == rest.count {
            pending = [(rest[...], false)] + held
        } else {
            pending = [(rest.filter { !suspects.contains($0) }[...], false), (apart[...], false)] + held
        }
        extraLeft = extraSearches
    }

    /// The next part to ask, or nil when none is left. A part never asked comes before one known
    /// to hold a refused name (it may answer whole); those are narrowed down, the largest first.
    mutating func next() -> [String]? {
        while !pending.isEmpty {
            let index = pending.firstIndex { !$0.holdsRefused } ?? pending.indices.max { pending[$0].names.count < pending[$1].names.count }!
            let part = pending.remove(at: index)
            guard asked == 0 || extraLeft > 0, !part.holdsRefused || part.names.count > 1 else {
                leftOut += part.names
                if part.holdsRefused { refusedParts.append(Array(part.names)) }
                continue
            }
            if asked > 0 { extraLeft -= 1 }
            asked += 1
            guard part.holdsRefused else { return Array(part.names) }
            let half = part.names.count - part.names.count / 2
            sibling = part.names.suffix(part.names.count / 2)
            return Array(part.names.prefix(half))
        }
        return nil
    }

    /// The part last given answered: when it was a first half, the other half holds the refused name.
    mutating func answered() { settle(refused: nil, siblingHoldsRefused: true) }

    /// The part last given was refused: it holds a refused name, and nothing is known of the other half.
    mutating func refused(_ part: [String]) { settle(refused: part, siblingHoldsRefused: false) }

    /// The part last given failed otherwise (its rows are said so): nothing is known of the other half.
    mutating func failed() { settle(refused: nil, siblingHoldsRefused: false) }

    private mutating func settle(refused part: [String]?, siblingHoldsRefused: Bool) {
        if let part { pending.append((part[...], true)) }
        if let sibling { pending.append((sibling, siblingHoldsRefused)) }
        sibling = nil
    }
}
