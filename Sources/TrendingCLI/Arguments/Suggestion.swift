/// "Did you mean…?": the known word typed in another case (`--LIMIT`, `-l` → `-L`), else one the
/// typed word starts, ends or abbreviates (`--lang` → `--language`, `--stars` → `--min-stars`),
/// else the closest within a small edit distance. Never the very word typed.
enum Suggestion {
    /// - Parameter sameCase: words suggested only when typed in another case (options' short
    ///   names: `-x` is one edit from every one of them, and close to none).
    static func closest(to word: String, in candidates: [String], sameCase: [String] = []) -> String? {
        let others = candidates.filter { $0 != word && !$0.isEmpty }
        if let cased = (others + sameCase).first(where: { $0 != word && $0.lowercased() == word.lowercased() }) { return cased }
        let bare = word.drop { $0 == "-" }
        if bare.count >= 2 {
            let prefixed = others.filter { $0.drop { $0 == "-" }.hasPrefix(bare) }
            if let shortest = prefixed.min(by: { $0.count < $1.count }) { return shortest }
            let suffixed = others.filter { $0.drop { $0 == "-" }.hasSuffix("-" + bare) }
            if let shortest = suffixed.min(by: { $0.count < $1.count }) { return shortest }
        }
        let scored = others.map { ($0, distance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// Damerau–Levenshtein (optimal string alignment), so `--langauge` is one step from `--language`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
