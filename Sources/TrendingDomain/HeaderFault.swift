#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an answer's headers could not be read, though the server answered: the system's HTTP
/// library refused them, and would refuse the same answer again.
public enum HeaderFault: Equatable, Sendable {
    /// A header held bytes that are not UTF-8 (obs-text, legal in HTTP/1.1).
    case notUTF8
    /// A header was longer than the library reads (about 100 KiB).
    case tooLong
}
