import Foundation

/// Reads the project's own `Fixtures/` (never `../shared`: a fresh clone has only the repo).
public enum Fixtures {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    public static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    public static func data(_ path: String) -> Data {
        do {
            return try Data(contentsOf: url(path))
        } catch {
            fatalError("missing fixture \(path): \(error)")
        }
    }

    /// The instant every fixture is written relative to: 2026-11-23T12:00:00Z.
    public static let referenceNow = Date(timeIntervalSince1970: 1_795_435_200)
}
