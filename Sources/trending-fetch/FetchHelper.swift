import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
                  writeAll(FetchWire.frame(head) + FetchWire.frame(body), to: output)
            else { return 1 }
        }
        return 0
    }

    private static func readFrame(_ fd: Int32) -> Data? {
        guard let header = read(4, from: fd) else { return nil }
        let length = header.reduce(0) { ($0 << 8) | Int($1) }
        return read(length, from: fd)
    }

    private static func read(_ count: Int, from fd: Int32) -> Data? {
        var data = Data(capacity: count)
        var buffer = [UInt8](repeating: 0, count: max(1, min(count, 64 * 1024)))
        while data.count < count {
            let wanted = min(buffer.count, count - data.count)
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            data.append(contentsOf: buffer[0..<got])
        }
        return data
    }

    private static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
