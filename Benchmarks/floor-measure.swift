// The floor for scenario D: a minimal Swift program that does the 100 star-history GETs
// `trending --scope all` makes for 100 candidates as it makes them (the first alone, then four
// at a time), and parses each answer.
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
/// One history GET, parsed; its week count, or the process ends with a message.
@Sendable func weeks(of url: URL) async -> Int {
    do {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200,
              let answer = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            FileHandle.standardError.write(Data("floor-measure: not a star history\n".utf8))
            exit(1)
        }
        return answer.count
    } catch {
        FileHandle.standardError.write(Data("floor-measure: \(error)\n".utf8))
        exit(1)
    }
}

let urls = items.compactMap { item -> URL? in
    guard let name = item["full_name"] as? String else { return nil }
    return URL(string: "\(arguments[1])/repos/\(name)/stargazers/history?per_page=2")
}
var total = 0
if let first = urls.first { total += await weeks(of: first) }
total += await withTaskGroup(of: Int.self) { group in
    var sum = 0
    var next = 1
    while next < urls.count && next <= 4 {
        let url = urls[next]
        group.addTask { await weeks(of: url) }
        next += 1
    }
    while let done = await group.next() {
        sum += done
        if next < urls.count {
            let url = urls[next]
            group.addTask { await weeks(of: url) }
            next += 1
        }
    }
    return sum
}
print("\(items.count) histories, \(total) weeks")
