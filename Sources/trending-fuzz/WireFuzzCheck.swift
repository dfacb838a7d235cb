import Foundation
import TrendingData

/// The wire between `trending` and `trending-fetch`, fed whatever a broken or hostile helper
/// (or parent) could write: the input as a stream of frames, as a request, as a response head,
/// and as a handshake answer. Refusing is fine; crashing, or being talked into reading (and so
/// allocating) more than the wire's cap, is not.
enum WireFuzzCheck {
    static func check(_ input: Data) {
        checkFraming(input)
        checkMessages(input)
    }

    /// Reads frames off the input until it runs out or the framing refuses it; no read may ask
    /// for more than the cap, and every frame must be within it.
    private static func checkFraming(_ input: Data) {
        var rest = input[...]
        while true {
            let read: (Int) throws(WireError) -> Data = { count throws(WireError) in
                precondition(count <= FetchWireFraming.maxFrameLength, "the framing asked for \(count) bytes, past its cap")
                guard rest.count >= count else { throw .closed }
                defer { rest = rest.dropFirst(count) }
                return Data(rest.prefix(count))
            }
            guard let frame = try? FetchWireFraming.readFrame(read) else { return }
            precondition(frame.count <= FetchWireFraming.maxFrameLength, "a frame past the cap was accepted")
            if let again = FetchWireFraming.frame(frame) {
                precondition(again.count == frame.count + 4, "framing is not length + bytes")
            }
        }
    }

    /// Requests survive a round trip; heads decode to a result with a real status or a reason.
    private static func checkMessages(_ input: Data) {
        if let request = FetchWire.decodeRequest(input), let encoded = try? FetchWire.encode(request) {
            precondition(FetchWire.decodeRequest(encoded) == request, "a request changed on its way across the wire")
        }
        switch FetchWire.decodeResult(head: input, body: input) {
        case .success(let response):
            precondition((100...999).contains(response.status), "a head with status \(response.status) was accepted")
        case .failure:
            break
        }
        _ = FetchWireHandshake.helloVersion(input)
        _ = FetchWireHandshake.helperVersion(input)
    }
}
