/// Each row's place among a page's rows as GitHub shows them. A row element (`article`, `li`)
/// holding a heading is a row, whether or not the reader can use it, so a row dropped as
/// invalid keeps its place and the rows after it keep theirs. Rows are counted among their
/// parent's children, by stack index: the work is constant per tag and the memory bounded by
/// the stack's depth, whatever the page holds.
struct RowSlots {
    /// At index i: the rows seen so far among the children of the element open at i - 1.
    private var counts = [Int](repeating: 0, count: ElementStack.maximumDepth + 1)
    /// At index i: whether the row element open at i was counted already.
    private var counted = [Bool](repeating: false, count: ElementStack.maximumDepth + 1)

    /// An element was pushed at `index`: a new element there, and a new parent for the level below.
    mutating func opened(at index: Int) {
        counted[index] = false
        counts[index + 1] = 0
    }

    /// A heading opened inside the row element at `container`: that row counts, once.
    mutating func heading(in container: Int) {
        guard !counted[container] else { return }
        counted[container] = true
        counts[container] += 1
    }

    /// The place of the row element open at `container` among its parent's rows.
    func place(of container: Int) -> Int {
        counts[container]
    }

    /// A row's rank: its place, but always after the row read before it (a page whose rows sit
    /// in two lists, or outside any row element, still ranks them in order, each once).
    static func rank(_ place: Int?, after previous: Int?) -> Int {
        max(place ?? 0, (previous ?? 0) + 1)
    }
}
