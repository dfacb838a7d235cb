import Foundation

/// The 100-item page's items repeated ten times, each copy renamed (`name-2`, a new id), as one
/// pretty-printed page, like GitHub's own answers.
func thousandItemPage(from page: Data) throws -> Data {
    guard var root = try JSONSerialization.jsonObject(with: page) as? [String: Any],
          let items = root["items"] as? [[String: Any]]
    else { throw BenchError(description: "the 100-item fixture is not a search page") }
    var repeated: [Any] = []
    repeated.reserveCapacity(items.count * 10)
    for copy in 0..<10 {
        for var item in items {
            if copy > 0, let id = item["id"] as? Int, let name = item["name"] as? String, let fullName = item["full_name"] as? String {
                item["id"] = id + copy * 10_000_000_000
                item["name"] = "\(name)-\(copy)"
                item["full_name"] = "\(fullName)-\(copy)"
                if let url = item["html_url"] as? String { item["html_url"] = "\(url)-\(copy)" }
            }
            repeated.append(item)
        }
    }
    root["items"] = repeated
    root["total_count"] = repeated.count
    return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
}
