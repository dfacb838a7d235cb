// The floor for scenario B: a minimal Swift program that does one URLSession GET of a search
// page and parses the JSON, as `trending --refresh` does before it lays out the list. Built by
// Benchmarks/run with `swiftc -O`.
//
//   floor-fetch URL
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let address = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
guard let url = URL(string: address) else {
    FileHandle.standardError.write(Data("floor-fetch: usage: floor-fetch URL\n".utf8))
    exit(64)
}
do {
    let (data, response) = try await URLSession.shared.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200,
          let page = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let items = page["items"] as? [[String: Any]]
    else {
        FileHandle.standardError.write(Data("floor-fetch: not a search page\n".utf8))
        exit(1)
    }
    print("\(items.count) items, \(data.count) bytes")
} catch {
    FileHandle.standardError.write(Data("floor-fetch: \(error)\n".utf8))
    exit(1)
}
