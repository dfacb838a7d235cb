import Foundation
import TrendingData

/// The loop `trending-fetch` runs: read a request, send it with the URLSession client, answer.
public enum FetchHelper {
    public static func run(input: Int32 = 0, output: Int32 = 1) async -> Int32 {
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
                result = .failure(.transport("the request could not be read"))
            }
            let body = (try? result.get())?.body ?? Data()
            guard let head = try? FetchWire.encodeHead(result),
                  FileDescriptorIO.writeAll(FetchWire.frame(head) + FetchWire.frame(body), to: output) == nil
            else { return 1 }
        }
        return 0
    }

    private static func readFrame(_ fd: Int32) -> Data? {
        guard let header = FileDescriptorIO.read(4, from: fd) else { return nil }
        return FileDescriptorIO.read(header.reduce(0) { ($0 << 8) | Int($1) }, from: fd)
    }
}
