// The floor for scenario D: a minimal Swift program that makes the requests `trending --scope
// all` makes for 100 candidates, as it makes them: SEARCHES search GETs one after another, then
// the 100 star-history GETs (the first alone, then four at a time), parsing each answer.
// Built by Benchmarks/run with `swiftc -O`.
//
//   floor-measure API_BASE SEARCH_PAGE [SEARCHES]
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4,
      let searches = arguments.count == 4 ? Int(arguments[3]) : 0,
      let page = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: arguments[2]))) as? [String: Any],
      let items = page["items"] as? [[String: Any]]
else {
    FileHandle.standardError.write(Data("floor-measure: usage: floor-measure API_BASE SEARCH_PAGE [SEARCHES]\n".utf8))
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

for index in 0..<searches {
    guard let url = URL(string: "\(arguments[1])/search/repositories?q=stars:%3E\(index)&per_page=100") else { exit(1) }
    do {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200,
              (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["items"] is [[String: Any]]
        else {
            FileHandle.standardError.write(Data("floor-measure: not a search page\n".utf8))
            exit(1)
        }
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
