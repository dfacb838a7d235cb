import Foundation
import TrendingDomain

/// `history.json` as `LocalSnapshotStore` writes it: `{"version":1,"repos":{"owner/name":[[unix seconds, stars], …]}}`,
/// one snapshot an hour up to the reference instant.
func historyJSON(for repos: [Repo], snapshots: Int) -> Data {
    let now = Int(referenceNow.timeIntervalSince1970)
    var text = #"{"version":1,"repos":{"#
    for (index, repo) in repos.enumerated() {
        if index > 0 { text += "," }
        text += "\"\(repo.fullName.lowercased())\":["
        text += (0..<snapshots).map { age in
            "[\(now - 3600 * (snapshots - age)),\(max(0, repo.stars - 5 * (snapshots - age)))]"
        }.joined(separator: ",")
        text += "]"
    }
    return Data((text + "}}").utf8)
}
