#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The messages on the wire between `trending` and its network helper, `trending-fetch`: after
/// the handshake (`FetchWireHandshake`), one request, then one response, each in frames of
/// `FetchWireFraming`. Requests and the response head are JSON; the body travels as raw bytes,
/// so a 20 MiB page is not re-encoded.
public enum FetchWire {
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
        case .failure(.helper(let reason)):
            dto = HeadDTO(status: nil, headers: nil, error: "helper", detail: reason, limit: nil)
        case .failure(.notSent(let reason)):
            dto = HeadDTO(status: nil, headers: nil, error: "notSent", detail: reason, limit: nil)
        case .failure(.badAnswer(let reason)):
            dto = HeadDTO(status: nil, headers: nil, error: "badAnswer", detail: reason, limit: nil)
        case .failure(.unreadableHeaders(let fault)):
            let detail: String? = switch fault {
            case .tooLong: "tooLong"
            case .libraryStopped: "libraryStopped"
            case .notUTF8: nil
            }
            dto = HeadDTO(status: nil, headers: nil, error: "unreadableHeaders", detail: detail, limit: nil)
        }
        return try JSONEncoder().encode(dto)
    }

    /// True when `frame` has the shape of a response head.
    public static func isHead(_ frame: Data) -> Bool {
        guard let dto = try? JSONDecoder().decode(HeadDTO.self, from: frame) else { return false }
        return dto.status != nil || dto.error != nil
    }

    /// Rebuilds the result from a head and the body frame that follows it. A head that can't be
    /// read means a broken helper, not a broken network.
    public static func decodeResult(head: Data, body: Data) -> Result<HTTPResponse, NetworkError> {
        guard let dto = try? JSONDecoder().decode(HeadDTO.self, from: head) else {
            return .failure(.helper("\(HelperProcessNetworkClient.helperName) sent an answer that could not be read"))
        }
        switch dto.error {
        case nil:
            guard let status = dto.status, (100...999).contains(status) else {
                return .failure(.helper("\(HelperProcessNetworkClient.helperName) sent an answer without a valid status"))
            }
            return .success(HTTPResponse(status: status, headers: dto.headers ?? [:], body: body))
        case "timedOut":
            return .failure(.timedOut)
        case "responseTooLarge":
            return .failure(.responseTooLarge(limit: dto.limit ?? 0))
        case "helper":
            return .failure(.helper(dto.detail ?? "\(HelperProcessNetworkClient.helperName) failed"))
        case "notSent":
            return .failure(.notSent(dto.detail ?? "the request was not sent"))
        case "badAnswer":
            return .failure(.badAnswer(dto.detail ?? "the answer could not be read"))
        case "unreadableHeaders":
            return .failure(.unreadableHeaders(dto.detail == "tooLong" ? .tooLong : dto.detail == "libraryStopped" ? .libraryStopped : .notUTF8))
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
