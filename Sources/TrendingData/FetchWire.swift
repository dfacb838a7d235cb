#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The wire between `trending` and its network helper, `trending-fetch`: one request, then one
/// response, each a frame of a length and bytes. Requests and the response head are JSON; the
/// body travels as raw bytes, so a 20 MiB page is not re-encoded.
public enum FetchWire {
    /// `[UInt32 big-endian length][bytes]`.
    public static func frame(_ payload: Data) -> Data {
        var length = UInt32(payload.count).bigEndian
        return Data(bytes: &length, count: 4) + payload
    }

    public static func encode(_ request: HTTPRequest) throws -> Data {
        try JSONEncoder().encode(RequestDTO(url: request.url.absoluteString, method: request.method, headers: request.headers, timeout: request.timeout))
    }

    public static func decodeRequest(_ data: Data) -> HTTPRequest? {
        guard let dto = try? JSONDecoder().decode(RequestDTO.self, from: data), let url = URL(string: dto.url) else { return nil }
        return HTTPRequest(url: url, method: dto.method, headers: dto.headers, timeout: dto.timeout)
    }

    /// The response head: a status and headers, or the reason there was no response.
    public static func encodeHead(_ result: Result<HTTPResponse, NetworkError>) throws -> Data {
        let dto: HeadDTO
        switch result {
        case .success(let response):
            dto = HeadDTO(status: response.status, headers: response.headers, error: nil, detail: nil, limit: nil)
        case .failure(.transport(let reason)):
            dto = HeadDTO(status: nil, headers: nil, error: "transport", detail: reason, limit: nil)
        case .failure(.timedOut):
            dto = HeadDTO(status: nil, headers: nil, error: "timedOut", detail: nil, limit: nil)
        case .failure(.responseTooLarge(let limit)):
            dto = HeadDTO(status: nil, headers: nil, error: "responseTooLarge", detail: nil, limit: limit)
        }
        return try JSONEncoder().encode(dto)
    }

    /// Rebuilds the result from a head and the body frame that follows it.
    public static func decodeResult(head: Data, body: Data) -> Result<HTTPResponse, NetworkError> {
        guard let dto = try? JSONDecoder().decode(HeadDTO.self, from: head) else {
            return .failure(.transport("the network helper sent an unreadable answer"))
        }
        switch dto.error {
        case nil:
            guard let status = dto.status else { return .failure(.transport("the network helper sent no status")) }
            return .success(HTTPResponse(status: status, headers: dto.headers ?? [:], body: body))
        case "timedOut":
            return .failure(.timedOut)
        case "responseTooLarge":
            return .failure(.responseTooLarge(limit: dto.limit ?? 0))
        default:
            return .failure(.transport(dto.detail ?? "the request failed"))
        }
    }

    private struct RequestDTO: Codable {
        let url: String
        let method: String
        let headers: [String: String]
        let timeout: Double
    }

    private struct HeadDTO: Codable {
        let status: Int?
        let headers: [String: String]?
        let error: String?
        let detail: String?
        let limit: Int?
    }
}
