#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONEncoder {
    /// The encoder for this tool's own files: slashes as they are (`"octo-org/rocket"`, not
    /// `"octo-org\/rocket"`), so the fast readers find names and URLs without unescaping them.
    /// Both forms read the same, so files written before read as ever.
    static func storedFiles() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }
}
