import Foundation
import TrendingData

/// The loop `trending-fetch` runs: answer the handshake, then read a request, send it with the
/// URLSession client, answer; until its input closes.
public enum FetchHelper {
    public static func run(input: Int32 = 0, output: Int32 = 1) async -> Int32 {
        guard shakeHands(input: input, output: output) else { return 1 }
        let client = URLSessionNetworkClient.shared
        while let payload = readFrame(input) {
            let result: Result<HTTPResponse, NetworkError>
            if let request = FetchWire.decodeRequest(payload) {
                do {
                    result = .success(try await client.send(request))
                } catch {
                    result = .failure(error)
                }
            } else {
                result = .failure(.helper("\(HelperProcessNetworkClient.helperName) could not read the request"))
            }
            guard answer(result, to: output) else { return 1 }
        }
        return 0
    }

    /// The first frame must be a hello. A `trending` that speaks another wire version gets our
    /// version back and decides; one from before the handshake sent a request instead, and gets
    /// a failure it can show, naming both versions.
    static func shakeHands(input: Int32, output: Int32) -> Bool {
        guard let first = readFrame(input) else { return false }
        guard FetchWireHandshake.helloVersion(first) != nil else {
            _ = answer(.failure(.helper(FetchWireHandshake.mismatch(helper: FetchWireHandshake.version, needed: 1))), to: output)
            return false
        }
        guard let reply = FetchWireFraming.frame(FetchWireHandshake.reply()) else { return false }
        return FileDescriptorIO.writeAll(reply, to: output) == nil
    }

    /// A head frame and a body frame. A body too long for the wire can't come from the client,
    /// whose cap is below the wire's; it is refused rather than sent.
    private static func answer(_ result: Result<HTTPResponse, NetworkError>, to output: Int32) -> Bool {
        var result = result
        var body = (try? result.get())?.body ?? Data()
        if body.count > FetchWireFraming.maxFrameLength - 64 * 1024 {
            result = .failure(.responseTooLarge(limit: URLSessionNetworkClient.defaultMaxBodyBytes))
            body = Data()
        }
        // The body goes out as it is, after its length: no copy of up to 20 MiB to frame it.
        guard let head = try? FetchWire.encodeHead(result),
              let headFrame = FetchWireFraming.frame(head), let bodyPrefix = FetchWireFraming.prefix(length: body.count)
        else { return false }
        return [headFrame, bodyPrefix, body].allSatisfy { FileDescriptorIO.writeAll($0, to: output) == nil }
    }

    /// The next frame, or nil at the end of input or when the input breaks the framing.
    private static func readFrame(_ fd: Int32) -> Data? {
        try? FetchWireFraming.readFrame { count throws(WireError) in
            guard let data = FileDescriptorIO.read(count, from: fd) else { throw .closed }
            return data
        }
    }
}
