#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an answer's headers could not be read, though the server answered: the system's HTTP
/// library refused them, and would refuse the same answer again.
public enum HeaderFault: Equatable, Sendable {
    /// A header line the library could not read: bytes that are not UTF-8 (obs-text, legal in
    /// HTTP/1.1), or a line ended by LF alone; libcurl's one error says both.
    case notUTF8
    /// A header longer than the library reads (100 KiB), or headers over 300 KiB in all.
    case tooLong
    /// The library stopped on the answer (a fatal error of its own): a connection closed inside
    /// the head, or trailer fields after a chunked body, do it. Retried, as a dropped connection.
    case libraryStopped
}
