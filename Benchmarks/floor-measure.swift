// The floor for scenario D: a minimal Swift program that does, one after another, the 100
// star-history GETs `trending --scope all` makes for 100 candidates, and parses each answer.
// Built by Benchmarks/run with `swiftc -O`.
//
//   floor-measure API_BASE SEARCH_PAGE
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3,
      let page = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: arguments[2]))) as? [String: Any],
      let items = page["items"] as? [[String: Any]]
else {
    FileHandle.standardError.write(Data("floor-measure: usage: floor-measure API_BASE SEARCH_PAGE\n".utf8))
    exit(64)
}
var weeks = 0
for item in items {
    guard let name = item["full_name"] as? String,
          let url = URL(string: "\(arguments[1])/repos/\(name)/stargazers/history?per_page=2")
    else { continue }
    do {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200,
              let answer = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            FileHandle.standardError.write(Data("floor-measure: not a star history\n".utf8))
            exit(1)
        }
        weeks += answer.count
    } catch {
        FileHandle.standardError.write(Data("floor-measure: \(error)\n".utf8))
        exit(1)
    }
}
print("\(items.count) histories, \(weeks) weeks")
