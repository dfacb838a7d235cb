import Foundation

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func report(_ results: [BenchResult], tsv: String?) throws {
    let nameWidth = results.map(\.name.count).max() ?? 10
    print(pad("benchmark", nameWidth) + "  " + pad("bytes", 9, right: true) + "  " + pad("runs", 5, right: true)
        + "  " + pad("median ms", 10, right: true) + "  " + pad("min ms", 9, right: true) + "  " + pad("MB/s", 8, right: true))
    for result in results {
        let bytes = result.bytes.map(String.init) ?? "-"
        let rate = result.megabytesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
        print(pad(result.name, nameWidth) + "  " + pad(bytes, 9, right: true) + "  " + pad(String(result.iterations), 5, right: true)
            + "  " + pad(String(format: "%.3f", result.seconds * 1000), 10, right: true)
            + "  " + pad(String(format: "%.3f", result.minimum.seconds * 1000), 9, right: true) + "  " + pad(rate, 8, right: true))
    }
    guard let tsv else { return }
    var lines = "name\tbytes\titerations\tmedian_ms\tmin_ms\tmb_per_s\n"
    for result in results {
        lines += "\(result.name)\t\(result.bytes.map(String.init) ?? "")\t\(result.iterations)\t"
        lines += String(format: "%.4f", result.seconds * 1000) + "\t" + String(format: "%.4f", result.minimum.seconds * 1000) + "\t"
        lines += (result.megabytesPerSecond.map { String(format: "%.2f", $0) } ?? "") + "\n"
    }
    try Data(lines.utf8).write(to: URL(fileURLWithPath: tsv))
}
