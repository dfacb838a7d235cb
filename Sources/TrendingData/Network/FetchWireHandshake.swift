#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first exchange on the wire: `trending` says which wire version it speaks, and
/// `trending-fetch` answers with its own, so a helper left from another install is caught
/// before it is sent a request it would misread (git's remote helpers start with
/// `capabilities` for the same reason).
public enum FetchWireHandshake {
    /// The wire's version. 1 was the wire before the handshake, whose helpers answer the hello
    /// as a request they cannot read.
    public static let version = 2

    /// What `trending` sends first.
    public static func hello() -> Data {
        Data(#"{"trending":\#(version)}"#.utf8)
    }

    /// What `trending-fetch` answers to a hello.
    public static func reply() -> Data {
        Data(#"{"trending-fetch":\#(version)}"#.utf8)
    }

    /// The wire version a hello names, or nil when the frame is not a hello.
    public static func helloVersion(_ frame: Data) -> Int? {
        (try? JSONDecoder().decode(Hello.self, from: frame))?.trending
    }

    /// The helper's wire version from its answer to the hello: a reply names it; an answer in
    /// the shape of a response head comes from a helper of version 1, which knew no hello.
    public static func helperVersion(_ frame: Data) -> Int? {
        if let reply = try? JSONDecoder().decode(Reply.self, from: frame) { return reply.version }
        if (try? JSONDecoder().decode(AnyObject.self, from: frame)) != nil,
           FetchWire.isHead(frame) { return 1 }
        return nil
    }

    /// The installation problem when the versions differ, in the words the user sees.
    public static func mismatch(helper: Int, needed: Int = version) -> String {
        "\(HelperProcessNetworkClient.helperName) is version \(helper), this trending needs \(needed): reinstall both"
    }

    private struct Hello: Decodable { let trending: Int }

    /// Any JSON object, whatever its members (what `JSONSerialization` would give as a dictionary).
    private struct AnyObject: Decodable {
        private struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: AnyKey.self)
        }
    }

    private struct Reply: Decodable {
        let version: Int
        enum CodingKeys: String, CodingKey { case version = "trending-fetch" }
    }
}
