import Foundation
import TrendingData

/// The history-file parser against `JSONDecoder`, as the other fast readers are checked: a
/// whole read gives exactly what `JSONDecoder` gives or leaves the file to it, and a list's read
/// of some repos keeps exactly their series (or their tails) whenever `JSONDecoder` reads the file.
enum HistoryFileFuzzing {
    /// Repos the edge inputs and the seed corpus name, and one no file has.
    static let keySets: [Set<String>] = [[], ["a/b"], ["octo-org/rocket", "a/b"], ["o/a", "o/none"]]

    static func check(_ body: Data) {
        precondition(LocalSnapshotStore.fastReaderAgrees(on: body), "HistoryFileParser disagrees with JSONDecoder")
        let since = Date(timeIntervalSince1970: 1_795_000_000)
        for keys in keySets {
            for cut in [nil, since] {
                precondition(
                    LocalSnapshotStore.restrictedReadAgrees(on: body, keys: keys, since: cut),
                    "a restricted history read disagrees with JSONDecoder"
                )
            }
        }
    }
}
